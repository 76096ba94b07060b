import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import {
  isItemId,
  isNotFound,
  isVisitorId,
  paths,
  serverLoadContext,
  type FoodItem,
  type RefusedForm,
} from '@zomato/shared';
import { addToCart, toNewCartLine } from '@zomato/shared/cart';
import { addLineFor } from '../cart/visitor-cart';
import { fetchItem } from '../data/catalog';
import { badField, refusalOf } from '../forms/form-refusal';
import { addToCartIntent } from './add-to-cart-form';
import type { ItemOfParams } from './item-loader';
import { itemShownAt } from './items-shown';

const nothingAdded = 'Nothing was added to your cart; please try again.';
const noSuchItem: RefusedForm = {
  status: 404,
  intent: addToCartIntent,
  message: 'We could not find that item.',
};
const refused = (answer: RefusedForm) => data(answer, { status: answer.status });

/**
 * The action of a detail route (docs/product.md#add-to-cart), the same code in the browser and on
 * the server: the item named by the page's own address (never by the form; in the browser, the one
 * the page shows) is added once for the
 * press's key, then the visitor is sent to the cart. The server adds it for the visitor who
 * posted; the browser through the page's cart calls, so the top bar counts it at once. A refusal
 * is the page again with its message (a 4xx, or 502/503 when the data service failed).
 */
export function addToCartAction(itemOf: ItemOfParams) {
  return async ({ params, request, context }: ActionFunctionArgs) => {
    const form = await request.formData();
    const key = form.get('key');
    if (form.get('intent') !== addToCartIntent) return refused(badField('', 'This page has no such form.'));
    if (typeof key !== 'string' || !isVisitorId(key))
      return refused(
        badField(addToCartIntent, 'This press carried no valid key: reload the page and press again.'),
      );
    const target = itemOf(params);
    if (!target || !isItemId(target.id)) return refused(noSuchItem);
    const { source, id } = target;
    const visitorId = serverLoadContext(context)?.visitorId;
    try {
      const item = itemShownAt(new URL(request.url).pathname) ?? (await fetchItem<FoodItem>(source, id));
      await (visitorId ? addLineFor(visitorId, toNewCartLine(item), key) : addToCart(item, key));
    } catch (error) {
      return refused(isNotFound(error) ? noSuchItem : refusalOf(error, addToCartIntent, nothingAdded));
    }
    return redirect(paths.cart);
  };
}
