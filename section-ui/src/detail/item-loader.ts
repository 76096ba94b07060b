import type { LoaderFunctionArgs, Params } from 'react-router-dom';
import {
  isItemId,
  isNotFound,
  serverLoadContext,
  toSsrError,
  type FoodItem,
  type SsrError,
} from '@zomato/shared';
import { fetchItem, type ListSource } from '../data/catalog';
import { takeItemLoadedAhead } from './item-ahead';

/** What a detail's loader found: the item, no such item, a failure, or (server) no time left for it. */
export type ItemAnswer =
  | { status: 'ready'; item: FoodItem }
  | { status: 'not-found' }
  | { status: 'error'; error: SsrError }
  | { status: 'left' };

/**
 * A detail route's data. On the server the answer is awaited (within the render budget); in the
 * browser it is the answer's promise, so the page draws at once (from the item its listing holds,
 * or its skeleton) and takes the answer when it comes.
 */
export interface ItemData {
  answer: ItemAnswer | Promise<ItemAnswer>;
}

/** Which list's item a route's params name, or undefined where the route shows no item. */
export type ItemOfParams = (params: Params) => { source: ListSource; id: string | undefined } | undefined;

const answerOf = (load: Promise<FoodItem>): Promise<ItemAnswer> =>
  load.then(
    (item) => ({ status: 'ready', item }),
    (error: unknown) =>
      isNotFound(error) ? { status: 'not-found' } : { status: 'error', error: toSsrError(error) },
  );

/**
 * The loader of a detail route (docs/product.md#detail-pages): the item from its list's endpoint,
 * or the answer a card's press started (./item-ahead.ts). An id that is no whole number is not
 * found without a request.
 */
export function itemLoader(itemOf: ItemOfParams) {
  return ({ params, request, context }: LoaderFunctionArgs): ItemData | Promise<ItemData> | null => {
    const target = itemOf(params);
    if (!target) return null;
    const { source, id } = target;
    if (!isItemId(id)) return { answer: { status: 'not-found' } };
    const answer = answerOf(
      takeItemLoadedAhead(source, id) ?? fetchItem<FoodItem>(source, id, request.signal),
    );
    const server = serverLoadContext(context);
    if (!server) return { answer };
    const left: Promise<ItemAnswer> = server.deadline.catch(() => ({ status: 'left' }));
    return Promise.race([answer, left]).then((settled) => ({ answer: settled }));
  };
}
