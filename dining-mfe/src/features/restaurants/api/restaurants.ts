import { fetchItem, fetchList, type FoodItem } from '@zomato/shared';

/** docs/product.md#dining-and-nightlife: dine-out reads the '/restaurants' list that nightlife reads too. */
export const loadRestaurants = (signal: AbortSignal) => fetchList('restaurants', signal);

export const loadRestaurant = (id: string, signal: AbortSignal): Promise<FoodItem> =>
  fetchItem('restaurants', id, signal);
