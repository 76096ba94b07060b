import { fetchItem, fetchList, sectionList, type FoodItem } from '@zomato/shared';

/** docs/product.md#dining-and-nightlife: nightlife reads the '/restaurants' list that dine-out reads too. */
const source = sectionList('nightlife');

export const loadRestaurants = (signal: AbortSignal) => fetchList(source, signal);

export const loadRestaurant = (id: string, signal: AbortSignal): Promise<FoodItem> =>
  fetchItem(source, id, signal);
