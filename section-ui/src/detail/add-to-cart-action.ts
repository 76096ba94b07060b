import type { ActionFunctionArgs } from 'react-router-dom';
import {
  isItemId,
  isNotFound,
  isVisitorId,
  paths,
  serverLoadContext,
  type FoodItem,
  type RefusedForm,
} from '@zomato/shared';
import { fetchItem } from '../data/catalog';
import { routeAnswer } from '../forms/form-action';
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

/**
 * Adds the item: for the visitor who posted (server), or through the page's cart calls (browser),
 * so the top bar counts it at once. The cart code is asked for here, not with the route: a listing's
 * first load carries none of it (a detail loads it when idle, with checkout's code).
 */
async function addFor(visitorId: string | undefined, item: FoodItem, key: string) {
  const cart = await import('@zomato/shared/cart');
  if (!visitorId) return cart.addToCart(item, key);
  const { addLineFor } = await import('../cart/visitor-cart');
  return addLineFor(visitorId, cart.toNewCartLine(item), key);
}

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
    if (form.get('intent') !== addToCartIntent)
      return routeAnswer(badField('', 'This page has no such form.'));
    if (typeof key !== 'string' || !isVisitorId(key))
      return routeAnswer(
        badField(addToCartIntent, 'This press carried no valid key: reload the page and press again.'),
      );
    const target = itemOf(params);
    if (!target || !isItemId(target.id)) return routeAnswer(noSuchItem);
    const { source, id } = target;
    const visitorId = serverLoadContext(context)?.visitorId;
    try {
      const item = itemShownAt(new URL(request.url).pathname) ?? (await fetchItem<FoodItem>(source, id));
      await addFor(visitorId, item, key);
    } catch (error) {
      return routeAnswer(isNotFound(error) ? noSuchItem : refusalOf(error, addToCartIntent, nothingAdded));
    }
    return routeAnswer({ redirect: paths.cart });
  };
}
