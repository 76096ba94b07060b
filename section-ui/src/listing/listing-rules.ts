import type { City } from '@zomato/shared';
import { otherSortAfter, type PriceSort, type RatingSort } from './listing-query';

export type { PriceSort, RatingSort };

export interface ListingItem {
  price: number;
  rating: number;
  place: string;
}

/**
 * A listing's state (docs/product.md#listing-rules). Only the choices are
 * kept; what shows is derived from them by `visibleItems`, so the controls can never
 * disagree with the order on screen. Price and rating sorts are exclusive: at most one
 * of them is not None.
 */
export interface ListingState<T extends ListingItem> {
  /** The list in server order. */
  source: readonly T[] | undefined;
  city: City;
  priceSort: PriceSort;
  ratingSort: RatingSort;
}

export type ListingAction<T extends ListingItem> =
  | { type: 'loaded'; items: readonly T[]; city: City }
  | { type: 'city'; city: City }
  | { type: 'priceSort'; sort: PriceSort }
  | { type: 'ratingSort'; sort: RatingSort };

export function initialListing<T extends ListingItem>(): ListingState<T> {
  return { source: undefined, city: '', priceSort: '', ratingSort: '' };
}

const comparators = {
  ascPrice: (a: ListingItem, b: ListingItem) => a.price - b.price,
  descPrice: (a: ListingItem, b: ListingItem) => b.price - a.price,
  ascRating: (a: ListingItem, b: ListingItem) => a.rating - b.rating,
  descRating: (a: ListingItem, b: ListingItem) => b.rating - a.rating,
} as const;

/** Items whose place equals the city exactly; None filters nothing. */
export function filterByCity<T extends ListingItem>(items: readonly T[], city: City): T[] {
  return city === '' ? [] : items.filter((item) => item.place === city);
}

/**
 * A stable sort of items given in server order, so equal keys keep server order and
 * None is server order itself (the same array).
 */
export function sortItems<T extends ListingItem>(
  items: readonly T[],
  sort: PriceSort | RatingSort,
): readonly T[] {
  return sort === '' ? items : [...items].sort(comparators[sort]);
}

export type SortItems = <T extends ListingItem>(
  items: readonly T[],
  sort: PriceSort | RatingSort,
) => readonly T[];

export function listingReducer<T extends ListingItem>(
  state: ListingState<T>,
  action: ListingAction<T>,
): ListingState<T> {
  switch (action.type) {
    case 'loaded':
      // A new list starts in server order; the city comes from the store (top bar).
      return { ...initialListing<T>(), source: action.items, city: action.city };
    case 'city':
      return { ...state, city: action.city };
    case 'priceSort':
      // Exclusive sorts: choosing a price order drops the rating order, and vice versa.
      return { ...state, priceSort: action.sort, ratingSort: otherSortAfter(action.sort, state.ratingSort) };
    case 'ratingSort':
      return { ...state, ratingSort: action.sort, priceSort: otherSortAfter(action.sort, state.priceSort) };
  }
}

export interface VisibleListing<T> {
  items: readonly T[];
  /** True when the city filter picked these items. */
  isFiltered: boolean;
  /** True when a city is chosen but has no items, so the full list shows. */
  cityHasNoItems: boolean;
}

/**
 * What shows: the city's items (or everything when it has none), in the chosen order. The
 * whole list is sorted, then filtered: the same order as sorting the city's items, since a
 * stable sort and a filter both keep the server's order among equals; a listing can then
 * keep each sorted order of its list (`sortBy`) and a change of city or sort costs one pass.
 */
export function visibleItems<T extends ListingItem>(
  state: ListingState<T>,
  sortBy: SortItems = sortItems,
): VisibleListing<T> {
  const source = state.source ?? [];
  const isFiltered = state.city !== '' && source.some((item) => item.place === state.city);
  const sorted = sortBy(source, state.priceSort || state.ratingSort);
  return {
    items: isFiltered ? filterByCity(sorted, state.city) : sorted,
    isFiltered,
    cityHasNoItems: state.city !== '' && !isFiltered,
  };
}

export const priceSortOptions: ReadonlyArray<{ value: PriceSort; label: string }> = [
  { value: '', label: 'None' },
  { value: 'descPrice', label: 'High to Low' },
  { value: 'ascPrice', label: 'Low to High' },
];

export const ratingSortOptions: ReadonlyArray<{ value: RatingSort; label: string }> = [
  { value: '', label: 'None' },
  { value: 'descRating', label: 'High to Low' },
  { value: 'ascRating', label: 'Low to High' },
];
