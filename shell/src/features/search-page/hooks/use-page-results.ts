import { useResource } from '@zomato/shared';
import { searchListLoaders } from '../../search/hooks/use-search-lists';
import { searchResults } from '../../search/search-matching';
import type { SearchScope } from '../../search/search-scopes';

/** How many results the page lists: more than the popup's 8, few enough for one page's data. */
export const pageResultLimit = 48;

/**
 * The results for `query`, matched as the popup matches them (search-matching.ts). A server
 * render loads and matches them, so the page's data holds these results, not the whole lists.
 */
export function usePageResults(scope: SearchScope, query: string) {
  return useResource(
    async () => searchResults(scope, await searchListLoaders[scope](), query, pageResultLimit),
    ['search-results', scope, query],
  );
}
