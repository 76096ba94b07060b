import type { SearchItem } from '@zomato/shared';
import { indexEverything, matchEverything } from './everything-matching';
import type { SearchLists } from './hooks/use-search-lists';
import { matchingPositions, type Narrowing } from './narrowing';
import { normaliseQuery } from './query';
import { dishOption } from './search-options';
import type { SearchResults } from './search-results';
import type { SearchScope } from './search-scopes';

/** How many results the dropdown shows; the rest are counted, not rendered (keeps typing fast). */
export const maxResults = 8;

export { normaliseQuery };

export interface DishMatches {
  items: SearchItem[];
  /** Every match, including those beyond the shown ones. */
  total: number;
}

/**
 * What matching needs, made once per list (docs/data-service.md#large-catalogues): the names
 * in lower case, and the last query's matches (./narrowing.ts).
 */
interface DishIndex extends Narrowing {
  names: readonly string[];
}

const indexes = new WeakMap<readonly SearchItem[], DishIndex>();

/** The list's index, made on the first call for that list (call it when the list arrives). */
export function indexDishes(list: readonly SearchItem[]): DishIndex {
  let index = indexes.get(list);
  if (!index) {
    index = { names: list.map((item) => item.name.toLowerCase()) };
    indexes.set(list, index);
  }
  return index;
}

/**
 * docs/product.md#search: a case-insensitive substring match on name, in list order. Plain string
 * comparison, never a RegExp, so '(' or '*' typed by a visitor are just characters.
 */
export function matchDishes(list: readonly SearchItem[], text: string, limit = maxResults): DishMatches {
  const query = normaliseQuery(text).toLowerCase();
  if (query === '') return { items: [], total: 0 };
  const index = indexDishes(list);
  const { names } = index;
  const matches = matchingPositions(index, names.length, query, (position) =>
    Boolean(names[position]?.includes(query)),
  );
  const items = matches.slice(0, limit).map((position) => list[position] as SearchItem);
  return { items, total: matches.length };
}

/** What a box of this scope lists for `text` (docs/product.md#search). */
export function searchResults(
  scope: SearchScope,
  lists: SearchLists,
  text: string,
  limit = maxResults,
): SearchResults {
  if (scope === 'everything') return matchEverything(lists, text, limit);
  const { items, total } = matchDishes(lists.dishes, text, limit);
  return {
    groups: items.length ? [{ label: 'Dishes', options: items.map((item) => dishOption(item)) }] : [],
    total,
  };
}

/** Lower-cases what a box of this scope matches, when its lists arrive. */
export function indexLists(scope: SearchScope, lists: SearchLists): void {
  if (scope === 'everything') indexEverything(lists);
  else indexDishes(lists.dishes);
}
