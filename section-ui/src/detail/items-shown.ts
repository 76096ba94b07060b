import type { FoodItem } from '@zomato/shared';

/** The item each detail address of this page last showed: what its ADD TO CART adds (browser only). */
const shown = new Map<string, FoodItem>();

export const showingItem = (pathname: string, item: FoodItem) => void shown.set(pathname, item);

export const itemShownAt = (pathname: string): FoodItem | undefined => shown.get(pathname);
