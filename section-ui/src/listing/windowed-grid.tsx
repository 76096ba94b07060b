import { useLayoutEffect } from 'react';
import type { FoodItem } from '@zomato/shared';
import { GridList } from './grid-list';
import type { ItemGridProps } from './item-grid-props';
import { useGridWindow } from './use-grid-window';

/**
 * A long list's grid, windowed (docs/data-service.md#large-catalogues): only the cards on
 * screen, and a margin, are in the DOM. A chunk of its own: a list of `wholeListCards` or
 * fewer (every seed list) is drawn whole without it (item-grid.tsx).
 */
export function WindowedGrid<T extends FoodItem>({
  items,
  count,
  onSized,
  focusedBefore,
  ...list
}: ItemGridProps<T>) {
  const total = count ?? items.length;
  const { windowing, ...drawn } = useGridWindow(total, items.length, onSized);
  const { listRef } = drawn;
  useLayoutEffect(() => {
    // It took the place of the first screen drawn while its code loaded: a card focused there
    // was removed with it, and focus fell to the page. It goes back to that card, drawn here too.
    const index = focusedBefore?.current;
    if (index === undefined || document.activeElement !== document.body) return;
    listRef.current
      ?.querySelector<HTMLElement>(`li[data-index="${index}"] a`)
      ?.focus({ preventScroll: true });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <GridList {...list} {...drawn} items={items} count={total}>
      {windowing}
    </GridList>
  );
}
