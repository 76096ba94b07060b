import { useResource } from '@zomato/shared';
import { loadSearchList } from '../api/search-list';
import type { SearchItem } from '@zomato/shared';

export type LoadDishes = () => Promise<SearchItem[]>;

/** The dish list for a search box: loads (once per page, see loadSearchList) when it appears. */
export function useSearchList(load: LoadDishes = loadSearchList) {
  // The search list is no part of a page's content: a server render leaves it to the browser.
  return useResource(() => load(), ['global'], { onServer: false });
}
