import { useMemo, useReducer } from 'react';
import { selectCity, useAppStore } from '../store/app-store';
import {
  initialListing,
  listingReducer,
  sortItems,
  visibleItems,
  type ListingItem,
  type ListingState,
  type PriceSort,
  type RatingSort,
  type SortItems,
} from './listing-rules';

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
 * The listing rules bound to a loaded list and the store's city (the top bar's and the
 * listing's city selector are one value).
 */
export function useListing<T extends ListingItem>(items: readonly T[] | undefined) {
  const city = useAppStore(selectCity);
  const [state, dispatch] = useReducer(
    listingReducer as (
      state: ListingState<T>,
      action: Parameters<typeof listingReducer<T>>[1],
    ) => ListingState<T>,
    undefined,
    initialListing<T>,
  );
  // Derived during render (no effect): a new list or a new city updates the state at once.
  if (items && state.source !== items) dispatch({ type: 'loaded', items, city });
  else if (state.source && state.city !== city) dispatch({ type: 'city', city });
  // Each order of the whole list is sorted once per list (100,000 items: tens of ms), and
  // what shows is derived on each change of the choices, not on every render.
  const sortBy = useMemo(() => keptSorts(state.source), [state.source]);
  const visible = useMemo(() => visibleItems(state, sortBy), [state, sortBy]);
  return {
    ...visible,
    city,
    priceSort: state.priceSort,
    ratingSort: state.ratingSort,
    setPriceSort: (sort: PriceSort) => dispatch({ type: 'priceSort', sort }),
    setRatingSort: (sort: RatingSort) => dispatch({ type: 'ratingSort', sort }),
  };
}
