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

/** Where a box's lists are kept in a page's data. */
export const searchListsKey = (scope: SearchScope) => ['search', scope];

/**
 * The lists for a search box: the page's, when the server sent them with it
 * (../components/search-lists-in-page.tsx), else loaded (once per page, see loadOnce) when it appears.
 */
export function useSearchLists(scope: SearchScope, load: LoadLists = searchListLoaders[scope]) {
  return useResource(() => load(), searchListsKey(scope), { onServer: false });
}
