import type { FoodItem } from '../types/entities';
import { ItemCard } from './item-card';
import { useGridWindow } from './use-grid-window';
import styles from './listing.module.css';

/**
 * The card grid, windowed (docs/architecture.md#large-catalogues): only the cards on screen,
 * and a margin, are in the DOM, each saying its place in the whole list to assistive
 * technology. The first row loads its pictures eagerly (it is the page's largest paint).
 */
export function ItemGrid<T extends FoodItem>({
  label,
  items,
  count = items.length,
  linkFor,
  onSized,
}: {
  /** The list's name for assistive technology (the page's heading). */
  label: string;
  /** The cards, or while a long list arrives its first ones (docs/architecture.md#large-catalogues). */
  items: readonly T[];
  /** How many cards the list has. */
  count?: number;
  linkFor: (item: T) => string | undefined;
  /** Called when the page has the list's full height (see useGridWindow). */
  onSized?: (final: boolean) => void;
}) {
  const { listRef, start, end, style, onFocus, onBlur, windowing } = useGridWindow(
    count,
    items.length,
    onSized,
  );
  return (
    <div className={styles.gridFrame}>
      {/* Safari drops the list role of a list drawn without markers: said again here. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul
        ref={listRef}
        role="list"
        aria-label={label}
        aria-busy={items.length < count}
        className={styles.grid}
        style={style}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {items.slice(start, end).map((item, offset) => {
          const index = start + offset;
          return (
            <li key={item.id} data-index={index} aria-setsize={count} aria-posinset={index + 1}>
              <ItemCard item={item} to={linkFor(item)} eager={index < 4} />
            </li>
          );
        })}
      </ul>
      {windowing}
    </div>
  );
}
