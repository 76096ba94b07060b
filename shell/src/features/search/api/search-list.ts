import { type FoodItem, type SearchItem } from '@zomato/shared';
import { fetchList, fetchSearchList } from '@zomato/section-ui';
import { nextTask } from '../../../lib/next-task';

/**
 * A list, fetched once and kept for the page's life (docs/product.md#search: loaded when the
 * search first appears). Every search box shares the one promise; a failed load is forgotten
 * so Retry fetches again. The request is made in a task of its own: the search box appears
 * as the page hydrates, whose effects are already the longest task of a phone's start-up.
 */
function loadOnce<T>(fetch: () => Promise<T>) {
  let pending: Promise<T> | undefined;
  return {
    load(): Promise<T> {
      if (!pending) {
        const request = nextTask().then(fetch);
        pending = request;
        request.catch(() => {
          if (pending === request) pending = undefined;
        });
      }
      return pending;
    },
    forget() {
      pending = undefined;
    },
  };
}

const dishes = loadOnce<SearchItem[]>(() => fetchSearchList());
const restaurants = loadOnce<FoodItem[]>(() => fetchList('restaurants'));

/** A server render (the results page) reads the lists afresh: its process outlives any page. */
const onServer = typeof window === 'undefined';

/** The dishes ('/global'): what both boxes search. */
export const loadSearchList = () => (onServer ? fetchSearchList() : dishes.load());

/** The restaurants of Dinning Out and Nightlife (one list): the landing page's box searches them too. */
export const loadRestaurantList = () => (onServer ? fetchList('restaurants') : restaurants.load());

/** Tests start from an empty cache. */
export function forgetSearchList() {
  dishes.forget();
  restaurants.forget();
}
