import { cities, deliveryCategories, paths, type City } from '@zomato/shared';

/** docs/product.md#listing-rules: the two sort controls; '' is None. */
export type PriceSort = '' | 'ascPrice' | 'descPrice';
export type RatingSort = '' | 'ascRating' | 'descRating';

/**
 * Price and rating orders are exclusive (docs/product.md#listing-rules): choosing one drops the
 * other, choosing None keeps it. The other control's value after `chosen`.
 */
export const otherSortAfter = <T extends PriceSort | RatingSort>(
  chosen: PriceSort | RatingSort,
  other: T,
): T | '' => (chosen === '' ? other : '');

/**
 * A listing's choices in its address (docs/product.md#listing-address), e.g.
 * `/delivery/cake?city=Noida&sort=ascPrice`. Price and rating sorts are exclusive, so one
 * `sort` names the order on screen. The no-JavaScript form (listing-controls.tsx) sends its
 * two sort selects as `price` and `rating`, with the order on screen as `sort`: read here,
 * and written back as the one `sort`.
 */
export type ListingSort = PriceSort | RatingSort;

export interface ListingQuery {
  /** The city the address names; '' for None (`city=` or a city not in the list); undefined when it has no `city`. */
  city: City | undefined;
  /** '' is None (no `sort`, or one not in the list). */
  sort: ListingSort;
}

export const listingParams = { city: 'city', sort: 'sort', price: 'price', rating: 'rating' } as const;

const priceSorts = ['ascPrice', 'descPrice'] as const;
const ratingSorts = ['ascRating', 'descRating'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.find((known) => known === value) ?? '';

/** The listing state's two sort controls for one sort. */
export const sortControls = (sort: ListingSort): { priceSort: PriceSort; ratingSort: RatingSort } => ({
  priceSort: oneOf(priceSorts, sort),
  ratingSort: oneOf(ratingSorts, sort),
});

/**
 * The choices an address names. From the form, both selects may name an order (without
 * JavaScript nothing keeps them exclusive): the one that differs from the order that was on
 * screen (`sort`) is the new choice.
 */
export function readListingQuery(params: URLSearchParams): ListingQuery {
  const named = params.get(listingParams.city);
  const city = named === null ? undefined : oneOf(cities, named);
  const shown = oneOf([...priceSorts, ...ratingSorts], params.get(listingParams.sort));
  if (!params.has(listingParams.price) && !params.has(listingParams.rating)) return { city, sort: shown };
  const price = oneOf(priceSorts, params.get(listingParams.price));
  const rating = oneOf(ratingSorts, params.get(listingParams.rating));
  return { city, sort: price && rating ? (price !== shown ? price : rating) : price || rating };
}

/**
 * The address's query for these choices: `city` and `sort` only when not None, the form's
 * `price` and `rating` gone, any other parameter kept as it is.
 */
export function writeListingQuery(params: URLSearchParams, choices: { city: City; sort: ListingSort }) {
  const next = new URLSearchParams(params);
  for (const name of Object.values(listingParams)) next.delete(name);
  if (choices.city) next.set(listingParams.city, choices.city);
  if (choices.sort) next.set(listingParams.sort, choices.sort);
  return next;
}

const listingPaths = new Set<string>([
  paths.delivery,
  ...deliveryCategories.map((category) => `${paths.delivery}/${category}`),
  paths.dining,
  paths.nightlife,
]);

/** True for the addresses of listing pages: /delivery, /delivery/{category}, /dinning, /nightlife. */
export const isListingPath = (pathname: string) => listingPaths.has(pathname.replace(/(.)\/+$/, '$1'));
