import { maxQueryLength } from '../search/search-address';
import type { SearchScope } from '../search/search-scopes';

/** What the results page says, by the box it was searched from (../search/search-scopes.ts). */
export const pageTexts: Record<
  SearchScope,
  { what: string; none: (query: string) => string; found: (count: number) => string }
> = {
  dishes: {
    what: 'a dish',
    none: (query) => `No dishes found for "${query}"`,
    found: (count) => `${count} ${count === 1 ? 'dish' : 'dishes'}`,
  },
  everything: {
    what: 'a restaurant, cuisine or dish',
    none: (query) => `No restaurants, cuisines or dishes found for "${query}"`,
    found: (count) => `${count} ${count === 1 ? 'result' : 'results'}`,
  },
};

/** Why there is nothing to search for, said plainly (a page with no results, never an error). */
export const problemTexts = {
  empty: (scope: SearchScope) => `Type ${pageTexts[scope].what} to search for.`,
  'too-long': () => `That search is too long: keep it under ${maxQueryLength} characters.`,
};

export const resultsHeading = (query: string) => `Results for "${query}"`;
