import type { FoodItem } from '@zomato/shared';

/** The history state a card's link carries: the item as the listing shows it. */
export const listedState = (item: FoodItem) => ({ listed: item });

/** The item a detail was opened with from a listing, if it is this one. */
export function listedItemIn(state: unknown, id: string): FoodItem | undefined {
  const listed = (state as { listed?: FoodItem } | null)?.listed;
  return listed && String(listed.id) === id ? listed : undefined;
}
