import { useMemo, useReducer } from 'react';
import { selectCity, useAppStore } from '../store/app-store';
import {
  initialListing,
  listingReducer,
  visibleItems,
  type ListingItem,
  type ListingState,
  type PriceSort,
  type RatingSort,
} from './listing-rules';

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
  // Sorting is derived on each change of the choices, not on every render.
  const visible = useMemo(() => visibleItems(state), [state]);
  return {
    ...visible,
    city,
    priceSort: state.priceSort,
    ratingSort: state.ratingSort,
    setPriceSort: (sort: PriceSort) => dispatch({ type: 'priceSort', sort }),
    setRatingSort: (sort: RatingSort) => dispatch({ type: 'ratingSort', sort }),
  };
}
