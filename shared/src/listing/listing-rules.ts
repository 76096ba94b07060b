import type { City } from './options';

/** SPEC section 9: the two sort controls; '' is None. */
export type PriceSort = '' | 'ascPrice' | 'descPrice';
export type RatingSort = '' | 'ascRating' | 'descRating';

export interface ListingItem {
  price: number;
  rating: number;
  place: string;
}

/**
 * A listing's state (SPEC section 4). `items` is the full list in its current order;
 * `filtered` is what the city filter picked when it was chosen ([] means no filter).
 * The odd interplay is deliberate: sorting reorders `items` only, so a filtered view
 * already showing does not change, and an empty filter result shows the full list.
 */
export interface ListingState<T extends ListingItem> {
  source: readonly T[] | undefined;
  items: readonly T[];
  filtered: readonly T[];
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
  return { source: undefined, items: [], filtered: [], city: '', priceSort: '', ratingSort: '' };
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

/** A stable sort of the full list; None puts it back in server order. */
export function sortItems<T extends ListingItem>(
  items: readonly T[],
  server: readonly T[],
  sort: PriceSort | RatingSort,
): T[] {
  return sort === '' ? [...server] : [...items].sort(comparators[sort]);
}

export function listingReducer<T extends ListingItem>(
  state: ListingState<T>,
  action: ListingAction<T>,
): ListingState<T> {
  switch (action.type) {
    case 'loaded':
      return {
        ...initialListing<T>(),
        source: action.items,
        items: [...action.items],
        filtered: filterByCity(action.items, action.city),
        city: action.city,
      };
    case 'city':
      return { ...state, city: action.city, filtered: filterByCity(state.items, action.city) };
    case 'priceSort':
      return {
        ...state,
        priceSort: action.sort,
        items: sortItems(state.items, state.source ?? [], action.sort),
      };
    case 'ratingSort':
      return {
        ...state,
        ratingSort: action.sort,
        items: sortItems(state.items, state.source ?? [], action.sort),
      };
  }
}

export interface VisibleListing<T> {
  items: readonly T[];
  /** True when the city filter picked these items (they are not clickable on /delivery). */
  isFiltered: boolean;
  /** True when a city is chosen but has no items, so the full list shows. */
  cityHasNoItems: boolean;
}

export function visibleItems<T extends ListingItem>(state: ListingState<T>): VisibleListing<T> {
  const isFiltered = state.filtered.length > 0;
  return {
    items: isFiltered ? state.filtered : state.items,
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
