import { fetchItem, fetchList, type FoodItem } from '@zomato/shared';

/** docs/product.md#dining-and-nightlife: nightlife reads the '/restaurants' list that dine-out reads too. */
export const loadRestaurants = (signal: AbortSignal) => fetchList('restaurants', signal);

export const loadRestaurant = (id: string, signal: AbortSignal): Promise<FoodItem> =>
  fetchItem('restaurants', id, signal);
