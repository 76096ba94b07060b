import { fetchItem, fetchList, fetchListStart, sectionList, type FoodItem } from '@zomato/shared';

/** docs/product.md#dining-and-nightlife: dine-out reads the '/restaurants' list that nightlife reads too. */
const source = sectionList('dining');

export const loadRestaurants = (signal: AbortSignal) => fetchList(source, signal);

/** Its first items and length, for a server render (docs/architecture.md#large-catalogues). */
export const loadRestaurantsStart = (count: number, signal: AbortSignal) =>
  fetchListStart(source, count, signal);

export const loadRestaurant = (id: string, signal: AbortSignal): Promise<FoodItem> =>
  fetchItem(source, id, signal);
