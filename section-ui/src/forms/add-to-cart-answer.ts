import { isItemId, isVisitorId, paths, type FormAnswer, type FormRequest } from '@zomato/shared';
import { fetchItem, type ListSource } from '../data/catalog';
import { toNewCartLine } from '@zomato/shared/cart';
import { addLineFor } from '../cart/visitor-cart';
import { addToCartIntent } from '../detail/add-to-cart-form';
import { badField, refusalOf } from './form-refusal';

const nothingAdded = 'Nothing was added to your cart; please try again.';

/**
 * ADD TO CART posted to a detail page (source and id from the page's own address, never from the
 * form): the item is read and its line added once for the form's key, then the visitor sees the
 * cart (Post/Redirect/Get). A press sent twice with its key adds one line.
 */
export async function answerAddToCart(
  { form, visitorId }: FormRequest,
  source: ListSource,
  id: string | undefined,
): Promise<FormAnswer> {
  if (form.intent !== addToCartIntent) return badField(form.intent ?? '', 'This page has no such form.');
  if (!isVisitorId(form.key ?? ''))
    return badField(addToCartIntent, 'This press carried no valid key: reload the page and press again.');
  if (!isItemId(id)) return { status: 404, intent: addToCartIntent, message: 'We could not find that item.' };
  try {
    const item = await fetchItem(source, id);
    await addLineFor(visitorId, toNewCartLine(item), form.key ?? '');
    return { redirect: paths.cart };
  } catch (error) {
    return refusalOf(error, addToCartIntent, nothingAdded);
  }
}
