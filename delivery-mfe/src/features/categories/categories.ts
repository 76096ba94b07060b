import { toPath, type DeliveryCategory } from '@zomato/shared';
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

/** How each category route is named in headings ('Order your Ice Cream'). */
export const categoryLabels: Record<DeliveryCategory, string> = {
  burger: 'Burger',
  cake: 'Cake',
  coffee: 'Coffee',
  chaat: 'Chaat',
  'ice-cream': 'Ice Cream',
  pizza: 'Pizza',
  shake: 'Shake',
};

const entry = (id: number, food: string, category: DeliveryCategory, image: string): CategoryEntry => ({
  id,
  food,
  route: toPath.deliveryCategory(category),
  image,
});

/**
 * The carousel's fixed entries in the product's order (docs/product.md#carousel). There is no
 * French Fries listing: that entry opens chaat, as the original product did.
 */
export const carouselCategories: readonly CategoryEntry[] = [
  entry(1, 'Cake', 'cake', cake),
  entry(2, 'Ice Cream', 'ice-cream', iceCream),
  entry(3, 'Coffee', 'coffee', coffee),
  entry(4, 'Shake', 'shake', shake),
  entry(5, 'Chaat', 'chaat', chaat),
  entry(6, 'Burger', 'burger', burger),
  entry(7, 'Pizza', 'pizza', pizza),
  entry(8, 'French Fries', 'chaat', frenchFries),
];
