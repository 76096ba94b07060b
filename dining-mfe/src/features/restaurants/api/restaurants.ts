import { fetchItem, fetchList, sectionList, type FoodItem } from '@zomato/shared';

/** docs/product.md#dining-and-nightlife: dine-out reads the '/restaurants' list that nightlife reads too. */
const source = sectionList('dining');

export const loadRestaurants = (signal: AbortSignal) => fetchList(source, signal);

export const loadRestaurant = (id: string, signal: AbortSignal): Promise<FoodItem> =>
  fetchItem(source, id, signal);
