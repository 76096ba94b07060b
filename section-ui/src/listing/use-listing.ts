import { useMemo } from 'react';
import {
  sortItems,
  visibleItems,
  type ListingItem,
  type ListingState,
  type SortItems,
} from './listing-rules';
import type { ListingQueryState } from './use-listing-query';

/** sortItems for one list, each order sorted once and kept. */
function keptSorts(list: readonly ListingItem[] | undefined): SortItems {
  const kept = new Map<string, readonly ListingItem[]>();
  return ((items, sort) => {
    if (items !== list) return sortItems(items, sort);
    let sorted = kept.get(sort);
    if (!sorted) {
      sorted = sortItems(items, sort);
      kept.set(sort, sorted);
    }
    return sorted;
  }) as SortItems;
}

/**
 * The listing rules bound to a loaded list and the listing's choices: its city and order,
 * which live in the address and the store (useListingQuery).
 */
export function useListing<T extends ListingItem>(
  items: readonly T[] | undefined,
  { city, priceSort, ratingSort }: Pick<ListingQueryState, 'city' | 'priceSort' | 'ratingSort'>,
) {
  // Derived during render: a new list or a new choice updates what shows at once.
  const state = useMemo<ListingState<T>>(
    () => ({ source: items, city, priceSort, ratingSort }),
    [items, city, priceSort, ratingSort],
  );
  // Each order of the whole list is sorted once per list (100,000 items: tens of ms), and
  // what shows is derived on each change of the choices, not on every render.
  const sortBy = useMemo(() => keptSorts(items), [items]);
  return useMemo(() => visibleItems(state, sortBy), [state, sortBy]);
}
