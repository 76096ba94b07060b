import { fetchItem, fetchList, type FoodItem } from '@zomato/shared';

/** SPEC section 7: nightlife reads the '/restaurants' list that dine-out reads too. */
export const loadRestaurants = (signal: AbortSignal) => fetchList('restaurants', signal);

export const loadRestaurant = (id: string, signal: AbortSignal): Promise<FoodItem> =>
  fetchItem('restaurants', id, signal);
