import { fetchItem, fetchList, type FoodItem } from '@zomato/shared';

/** SPEC section 7: dine-out reads the '/restaurants' list that nightlife reads too. */
export const loadRestaurants = (signal: AbortSignal) => fetchList('restaurants', signal);

export const loadRestaurant =
  (id: string) =>
  (signal: AbortSignal): Promise<FoodItem> =>
    fetchItem('restaurants', id, signal);

/** Ids are whole numbers; anything else names no restaurant, so no call is made for it. */
export const isRestaurantId = (id: string | undefined): id is string => !!id && /^\d{1,9}$/.test(id);
