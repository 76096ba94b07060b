import { useResource, type FoodItem, type SearchItem } from '@zomato/shared';
import { loadRestaurantList, loadSearchList } from '../api/search-list';
import type { SearchScope } from '../search-scopes';

/** What a search box matches the typed text against. */
export interface SearchLists {
  dishes: readonly SearchItem[];
  restaurants: readonly FoodItem[];
}

export type LoadLists = () => Promise<SearchLists>;

/** Each box loads only what it searches: the top bar never asks for the restaurants. */
export const searchListLoaders: Record<SearchScope, LoadLists> = {
  dishes: async () => ({ dishes: await loadSearchList(), restaurants: [] }),
  everything: async () => {
    const [dishes, restaurants] = await Promise.all([loadSearchList(), loadRestaurantList()]);
    return { dishes, restaurants };
  },
};

/**
 * The lists for a search box: loaded (once per page, see loadOnce) when it appears. A page the
 * server draws comes with them, so the box searches at once and its first visit makes no call.
 */
export function useSearchLists(scope: SearchScope, load: LoadLists = searchListLoaders[scope]) {
  return useResource(() => load(), ['search', scope]);
}
