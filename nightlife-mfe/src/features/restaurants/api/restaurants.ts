import { fetchItem, fetchList, fetchListStart, type FoodItem } from '@zomato/shared';

/** docs/product.md#dining-and-nightlife: nightlife reads the '/restaurants' list that dine-out reads too. */
export const loadRestaurants = (signal: AbortSignal) => fetchList('restaurants', signal);

/** Its first items and length, for a server render (docs/architecture.md#large-catalogues). */
export const loadRestaurantsStart = (count: number, signal: AbortSignal) =>
  fetchListStart('restaurants', count, signal);

export const loadRestaurant = (id: string, signal: AbortSignal): Promise<FoodItem> =>
  fetchItem('restaurants', id, signal);
