import type { FoodItem } from '../types/entities';
import { ItemCard } from './item-card';
import styles from './listing.module.css';

/** The card grid; the first row loads eagerly (it is the page's largest paint). */
export function ItemGrid<T extends FoodItem>({
  items,
  linkFor,
}: {
  items: readonly T[];
  linkFor: (item: T) => string | undefined;
}) {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.id}>
          <ItemCard item={item} to={linkFor(item)} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}
