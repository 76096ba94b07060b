import { categoryLabels, toPath, type DeliveryCategory } from '@zomato/shared';
import burger from './images/burger.webp';
import cake from './images/cake.webp';
import chaat from './images/chaat.webp';
import coffee from './images/coffee.webp';
import frenchFries from './images/french-fries.webp';
import iceCream from './images/ice-cream.webp';
import pizza from './images/pizza.webp';
import shake from './images/shake.webp';

/** A fixed carousel entry. */
export interface CategoryEntry {
  id: number;
  food: string;
  route: string;
  image: string;
}

const entry = (
  id: number,
  category: DeliveryCategory,
  image: string,
  food = categoryLabels[category],
): CategoryEntry => ({ id, food, route: toPath.deliveryCategory(category), image });

/**
 * The carousel's fixed entries in the product's order (docs/product.md#carousel). There is no
 * French Fries listing: that entry opens chaat, as the original product did.
 */
export const carouselCategories: readonly CategoryEntry[] = [
  entry(1, 'cake', cake),
  entry(2, 'ice-cream', iceCream),
  entry(3, 'coffee', coffee),
  entry(4, 'shake', shake),
  entry(5, 'chaat', chaat),
  entry(6, 'burger', burger),
  entry(7, 'pizza', pizza),
  entry(8, 'chaat', frenchFries, 'French Fries'),
];
