import type { FoodItem, SearchItem } from '@zomato/shared';
import type { SearchLists } from './hooks/use-search-lists';
import { matchingPositions, type Narrowing } from './narrowing';
import { normaliseQuery } from './query';
import { dishOption, restaurantOption } from './search-options';
import { noResults, type SearchGroup, type SearchOption, type SearchResults } from './search-results';

/**
 * The landing page's box (docs/product.md#search): what its placeholder promises, 'restaurant,
 * cuisine or a dish'. The typed text, trimmed, is a case-insensitive substring of
 *  - a restaurant's name (group 'Restaurants'),
 *  - a dish's name (group 'Dishes'),
 *  - or the variety of either, its cuisines, when the name did not match (group 'Cuisines'; the
 *    option names the matching cuisines only, first).
 * Each group keeps its list's order (restaurants before dishes among cuisines). Plain string
 * comparison, never a RegExp, so '(' or '*' typed by a visitor are just characters.
 */

/**
 * What matching a list needs, made once per list (docs/data-service.md#large-catalogues): its
 * names and varieties in lower case, and the last query's matches (./narrowing.ts).
 */
interface Lowered extends Narrowing {
  names: readonly string[];
  varieties: readonly string[];
}

/** Lower-case names and varieties, made once per list (the lists are kept for the page's life). */
const lowered = new WeakMap<readonly (SearchItem | FoodItem)[], Lowered>();

function lowerOf(list: readonly (SearchItem | FoodItem)[]): Lowered {
  let index = lowered.get(list);
  if (!index) {
    index = {
      names: list.map((item) => item.name.toLowerCase()),
      varieties: list.map((item) => (item.variety ?? '').toLowerCase()),
    };
    lowered.set(list, index);
  }
  return index;
}

/** Made when the lists arrive, not on the first keystroke. */
export function indexEverything(lists: SearchLists): void {
  lowerOf(lists.dishes);
  lowerOf(lists.restaurants);
}

/** The items of `list` whose name holds `query`, and those whose variety does instead, in list order. */
function split<Item extends SearchItem | FoodItem>(list: readonly Item[], query: string) {
  const index = lowerOf(list);
  const { names, varieties } = index;
  const byName: Item[] = [];
  const byVariety: Item[] = [];
  // A match is put in its group as it is found: each name and variety is looked at once.
  matchingPositions(index, list.length, query, (position) => {
    const group = names[position]?.includes(query)
      ? byName
      : varieties[position]?.includes(query)
        ? byVariety
        : undefined;
    group?.push(list[position] as Item);
    return group !== undefined;
  });
  return { byName, byVariety };
}

/**
 * How many of each group's matches to show, `limit` in all, in the groups' order: name matches
 * come before cuisine matches, and a group is never cut while a later one shows.
 */
export function shares(counts: readonly number[], limit: number): number[] {
  let left = limit;
  return counts.map((count) => {
    const shown = Math.min(count, left);
    left -= shown;
    return shown;
  });
}

/**
 * The cuisines of a variety that hold the query ('Italian' of 'Turkish, Modern Indian,
 * Italian'): what a cuisine option shows first, so a narrow screen never cuts it off.
 */
export function cuisinesMatching(variety: string | undefined, query: string): string {
  return (variety ?? '')
    .split(',')
    .map((cuisine) => cuisine.trim())
    .filter((cuisine) => cuisine.toLowerCase().includes(query))
    .join(', ');
}

export function matchEverything(lists: SearchLists, text: string, limit: number): SearchResults {
  const query = normaliseQuery(text).toLowerCase();
  if (query === '') return noResults;
  const restaurants = split(lists.restaurants, query);
  const dishes = split(lists.dishes, query);
  const serving = (option: SearchOption): SearchOption => ({
    ...option,
    variety: cuisinesMatching(option.variety, query) || option.variety,
  });
  const byVariety = restaurants.byVariety.length;
  // Each group's matches are counted; its option `at` a position is made only when shown: at
  // 100,000 dishes most matches are only counted.
  const found: { label: string; count: number; option: (at: number) => SearchOption }[] = [
    {
      label: 'Restaurants',
      count: restaurants.byName.length,
      option: (at) => restaurantOption(restaurants.byName[at] as FoodItem),
    },
    {
      label: 'Dishes',
      count: dishes.byName.length,
      option: (at) => dishOption(dishes.byName[at] as SearchItem),
    },
    {
      label: 'Cuisines',
      count: byVariety + dishes.byVariety.length,
      option: (at) =>
        serving(
          at < byVariety
            ? restaurantOption(restaurants.byVariety[at] as FoodItem, 'variety', 'Dine out')
            : dishOption(dishes.byVariety[at - byVariety] as SearchItem, 'variety', 'Order online'),
        ),
    },
  ];
  const shown = shares(
    found.map((group) => group.count),
    limit,
  );
  const groups: SearchGroup[] = found
    .map((group, position) => ({
      label: group.label,
      options: Array.from({ length: shown[position] ?? 0 }, (_, at) => group.option(at)),
    }))
    .filter((group) => group.options.length > 0);
  return { groups, total: found.reduce((sum, group) => sum + group.count, 0) };
}
