import type { CSSProperties, FocusEvent, ReactNode, RefObject } from 'react';
import type { FoodItem } from '@zomato/shared';
import { ItemCard } from './item-card';
import type { ItemGridProps } from './item-grid-props';
import styles from './listing.module.css';

export interface GridListProps<T extends FoodItem> {
  /** The list's name for assistive technology (the page's heading). */
  label: string;
  /** The cards here (a long list's first part may arrive first). */
  items: readonly T[];
  /** How many cards the list has. */
  count: number;
  linkFor: (item: T) => string | undefined;
  itemSource?: ItemGridProps<T>['itemSource'];
  /** The cards drawn: indexes start (inclusive) to end (exclusive). */
  start: number;
  end: number;
  /** The space of the cards not drawn. */
  style: CSSProperties;
  listRef?: RefObject<HTMLUListElement | null>;
  onFocus?: (event: FocusEvent<HTMLUListElement>) => void;
  onBlur?: (event: FocusEvent<HTMLUListElement>) => void;
  /** Drawn beside the list (a long list's virtualizer, which renders nothing). */
  children?: ReactNode;
}

/**
 * The card grid's markup, whole or windowed: each card says its place in the whole list to
 * assistive technology; the first card's picture (the page's largest paint) loads with the page.
 */
export function GridList<T extends FoodItem>(props: GridListProps<T>) {
  const { label, items, count, linkFor, itemSource, start, end } = props;
  const { style, listRef, onFocus, onBlur, children } = props;
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
              <ItemCard item={item} to={linkFor(item)} source={itemSource} first={index === 0} />
            </li>
          );
        })}
      </ul>
      {children}
    </div>
  );
}

/** The first screen's style: the rows not drawn keep their height (the CSS reads `--count`). */
export const firstScreenStyle = (count: number, drawn: number) =>
  ({ '--count': count, '--drawn': drawn }) as CSSProperties;

/** The index in the whole list (its `data-index`) of the card an event's target is in. */
export function cardIndex(event: FocusEvent<HTMLElement>): number | undefined {
  const index = Number(event.target.closest('li')?.dataset.index);
  return Number.isInteger(index) ? index : undefined;
}
