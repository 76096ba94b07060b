import { type FoodItem, type SearchItem, toPath } from '@zomato/shared';
import { formatCardPrice } from '@zomato/section-ui';
import type { SearchOption } from './search-results';

/**
 * A dish of the '/global' list as an option: it opens /search-details/{id}. Place, price and
 * variety tell apart dishes of the same name (two 'Chicago Shake' differ in place and price).
 */
export const dishOption = (
  item: SearchItem,
  matchedIn: SearchOption['matchedIn'] = 'name',
  kind?: string,
): SearchOption => ({
  key: `global/${item.id}`,
  name: item.name,
  imgUrl: item.imgUrl,
  kind,
  place: item.place,
  price: item.price === undefined ? undefined : formatCardPrice(item.price),
  variety: item.variety,
  matchedIn,
  to: toPath.searchDetails(item.id),
  listed: wholeItem(item),
});

/** A dish of the '/global' list as a detail shows it, when the list gave every field. */
function wholeItem({ place, price, variety, rating, ...item }: SearchItem): FoodItem | undefined {
  if (place === undefined || price === undefined || variety === undefined || rating === undefined)
    return undefined;
  return { ...item, place, price, variety, rating };
}

/** A restaurant (Dinning Out and Nightlife list the same ones): it opens its Dinning Out page. */
export const restaurantOption = (
  item: FoodItem,
  matchedIn: SearchOption['matchedIn'] = 'name',
  kind?: string,
): SearchOption => ({
  key: `restaurants/${item.id}`,
  name: item.name,
  imgUrl: item.imgUrl,
  kind,
  place: item.place,
  price: formatCardPrice(item.price),
  variety: item.variety,
  matchedIn,
  to: toPath.diningItem(item.id),
  remote: 'dining',
  listed: item,
});
