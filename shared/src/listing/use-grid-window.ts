import { useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type RefObject,
} from 'react';
import { firstDrawnCards, measureGrid, sameLayout, wholeListCards, type GridLayout } from './grid-layout';

/** Rows drawn beyond each edge of the window, so a quick scroll or Tab meets drawn cards. */
const overscanRows = 2;
/** A focused card this many rows or fewer from the window stays drawn (with its neighbours). */
const focusReach = 12;

export interface GridWindow {
  listRef: RefObject<HTMLUListElement | null>;
  /** The cards drawn: indexes start (inclusive) to end (exclusive). */
  start: number;
  end: number;
  /** The space of the rows not drawn, above and below. */
  style: CSSProperties;
  onFocus: (event: FocusEvent<HTMLUListElement>) => void;
  onBlur: (event: FocusEvent<HTMLUListElement>) => void;
}

/**
 * Windowed rendering of a card grid (docs/architecture.md#large-catalogues): only the rows
 * in the window, plus `overscanRows` each side, are in the DOM; padding stands for the rest.
 *
 * - The server, and the browser's first render (hydration), draw the first screen of
 *   cards (`firstDrawnCards`); the CSS reserves the other rows' height from `--count`, so
 *   nothing moves when the browser takes over. A short list is drawn whole.
 * - A layout effect then measures the grid (columns, row height) and @tanstack/react-virtual's
 *   window virtualizer picks the rows from the scroll position, before the first paint.
 * - The focused card's row and its neighbours stay drawn, so Tab and Shift+Tab always find
 *   the next card.
 * `onSized` runs when the page has the list's full height: on the first screen (the CSS's
 * reserved height) and again once measured (scroll restoration waits for it).
 */
export function useGridWindow(
  count: number,
  /** How many of the cards are here (a long list's first part may arrive first). */
  available: number,
  onSized?: (final: boolean) => void,
): GridWindow {
  const listRef = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState<GridLayout>();
  const [focusedRow, setFocusedRow] = useState<number>();

  const remeasure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const next = measureGrid(list);
    setLayout((previous) => (sameLayout(previous, next) ? previous : next));
  }, []);

  useLayoutEffect(() => {
    // Before the virtualizer starts, so that it starts from a restored scroll position.
    if (!layout) onSized?.(false);
    remeasure();
    // Measured again when the list's length changes; sizes are watched below.
  }, [count, remeasure]); // eslint-disable-line react-hooks/exhaustive-deps

  useLayoutEffect(() => {
    if (layout) onSized?.(true);
  }, [layout, onSized]);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    // The list's width (columns, card height) and what is above it (where it starts).
    const observer = new ResizeObserver(remeasure);
    observer.observe(list);
    const page = list.closest('main');
    if (page) observer.observe(page);
    return () => observer.disconnect();
  }, [remeasure]);

  const columns = layout?.columns ?? 1;
  const rangeExtractor = useCallback((range: Range) => rowsToDraw(range, focusedRow), [focusedRow]);
  // A new layout is a new key function: the virtualizer then recomputes every row's place.
  const getItemKey = useCallback((row: number) => row, [layout]); // eslint-disable-line react-hooks/exhaustive-deps
  const virtualizer = useWindowVirtualizer({
    count: layout ? Math.ceil(count / columns) : 0,
    enabled: layout !== undefined,
    estimateSize: () => layout?.rowHeight ?? 0,
    gap: layout?.rowGap ?? 0,
    scrollMargin: layout?.top ?? 0,
    overscan: overscanRows,
    getItemKey,
    rangeExtractor,
    // The window's size from the first enabled render on (it is observed only after it).
    initialRect: typeof window === 'undefined' ? undefined : { width: innerWidth, height: innerHeight },
  });

  const focusHandlers = {
    onFocus: (event: FocusEvent<HTMLUListElement>) => {
      const index = Number(event.target.closest('li')?.dataset.index);
      if (Number.isInteger(index)) setFocusedRow(Math.floor(index / columns));
    },
    onBlur: (event: FocusEvent<HTMLUListElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusedRow(undefined);
    },
  };

  if (!layout) {
    const end = Math.min(firstDrawnCards(count), available);
    return {
      listRef,
      start: 0,
      end,
      style: { '--count': count, '--drawn': end } as CSSProperties,
      ...focusHandlers,
    };
  }
  if (count <= wholeListCards || layout.rowHeight <= 0) {
    // A short list, or a grid with no layout (no CSS box, as in a test DOM): all is drawn.
    return { listRef, start: 0, end: available, style: {}, ...focusHandlers };
  }
  const rows = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const margin = virtualizer.options.scrollMargin;
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last)
    return { listRef, start: 0, end: 0, style: { paddingBottom: total }, ...focusHandlers };
  // The window's rows, less the cards not here yet; padding stands for every other row.
  const end = Math.min((last.index + 1) * columns, count, available);
  const start = Math.min(first.index * columns, end);
  const lastDrawn = end > start ? rows[Math.ceil(end / columns) - 1 - first.index] : undefined;
  const paddingTop = first.start - margin;
  const paddingBottom = total - (lastDrawn ? lastDrawn.end - margin : paddingTop);
  return {
    listRef,
    start,
    end,
    style: { paddingTop, paddingBottom: Math.max(paddingBottom, 0) },
    ...focusHandlers,
  };
}

/** The window's rows with their overscan, stretched to keep the focused row and its neighbours. */
function rowsToDraw(range: Range, focusedRow: number | undefined): number[] {
  let start = Math.max(range.startIndex - range.overscan, 0);
  let end = Math.min(range.endIndex + range.overscan, range.count - 1);
  if (focusedRow !== undefined && focusedRow >= start - focusReach && focusedRow <= end + focusReach) {
    start = Math.max(Math.min(start, focusedRow - 1), 0);
    end = Math.min(Math.max(end, focusedRow + 1), range.count - 1);
  }
  return Array.from({ length: Math.max(end - start + 1, 0) }, (_, offset) => start + offset);
}
