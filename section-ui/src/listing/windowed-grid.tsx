import type { FoodItem } from '@zomato/shared';
import { GridList } from './grid-list';
import type { ItemGridProps } from './item-grid-props';
import { useGridWindow } from './use-grid-window';

/**
 * A long list's grid, windowed (docs/architecture.md#large-catalogues): only the cards on
 * screen, and a margin, are in the DOM. A chunk of its own: a list of `wholeListCards` or
 * fewer (every seed list) is drawn whole without it (item-grid.tsx).
 */
export function WindowedGrid<T extends FoodItem>({ items, count, onSized, ...list }: ItemGridProps<T>) {
  const total = count ?? items.length;
  const { windowing, ...drawn } = useGridWindow(total, items.length, onSized);
  return (
    <GridList {...list} {...drawn} items={items} count={total}>
      {windowing}
    </GridList>
  );
}
