import { categoryLabels, toPath, type DeliveryCategory } from '@zomato/shared';
import burger from './images/burger.svg';
import cake from './images/cake.svg';
import chaat from './images/chaat.svg';
import coffee from './images/coffee.svg';
import frenchFries from './images/french-fries.svg';
import iceCream from './images/ice-cream.svg';
import pizza from './images/pizza.svg';
import shake from './images/shake.svg';

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
