import {
  createElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { cardIndex } from './grid-list';
import { measureGrid, sameLayout, type DrawnCards, type GridLayout } from './grid-layout';
import { drawnWhole, firstDrawnCards } from './grid-size';
import type { VirtualRowsProps } from './virtual-rows';

export interface GridWindow {
  listRef: RefObject<HTMLUListElement | null>;
  /** The cards drawn: indexes start (inclusive) to end (exclusive). */
  start: number;
  end: number;
  /** The space of the rows not drawn, above and below. */
  style: CSSProperties;
  onFocus: (event: FocusEvent<HTMLUListElement>) => void;
  onBlur: (event: FocusEvent<HTMLUListElement>) => void;
  /** The virtualizer of a long list, drawn beside the list (it renders nothing). */
  windowing: ReactNode;
}

/** The virtualizer, loaded by the first list long enough to need it (then kept). */
let virtualRows: Promise<ComponentType<VirtualRowsProps>> | undefined;
const loadVirtualRows = () =>
  (virtualRows ??= import(/* webpackChunkName: "virtual-rows" */ './virtual-rows').then(
    (module) => module.VirtualRows,
    (error: unknown) => {
      virtualRows = undefined;
      throw error;
    },
  ));

/**
 * Windowed rendering of a card grid (docs/data-service.md#large-catalogues): only the rows
 * in the window, plus a margin of rows each side, are in the DOM; padding stands for the rest.
 *
 * - The server, and the browser's first render (hydration), draw the first screen of
 *   cards (`firstDrawnCards`); the CSS reserves the other rows' height from `--count`, so
 *   nothing moves when the browser takes over. A short list is drawn whole.
 * - A layout effect then measures the grid (columns, row height). A list longer than
 *   `wholeListCards` loads @tanstack/react-virtual's window virtualizer (virtual-rows.tsx,
 *   a chunk of its own: a short list never fetches it), which picks the rows from the scroll
 *   position; until it is here the first screen stays, with the rest's height reserved.
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
  const [VirtualRows, setVirtualRows] = useState<ComponentType<VirtualRowsProps>>();
  const [drawn, setDrawn] = useState<DrawnCards>();
  // The virtualizer could not be loaded (offline): the list is drawn whole instead.
  const [drawAll, setDrawAll] = useState(false);

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

  // A grid with no layout (no CSS box, as in a test DOM) cannot be windowed: all is drawn.
  const windowed = layout !== undefined && layout.rowHeight > 0 && !drawnWhole(count) && !drawAll;
  useEffect(() => {
    if (!windowed || VirtualRows) return undefined;
    let live = true;
    loadVirtualRows().then(
      (component) => live && setVirtualRows(() => component),
      () => live && setDrawAll(true),
    );
    return () => {
      live = false;
    };
  }, [windowed, VirtualRows]);

  const columns = layout?.columns ?? 1;
  const focusHandlers = {
    onFocus: (event: FocusEvent<HTMLUListElement>) => {
      const index = cardIndex(event);
      if (index !== undefined) setFocusedRow(Math.floor(index / columns));
    },
    onBlur: (event: FocusEvent<HTMLUListElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusedRow(undefined);
    },
  };
  const windowing =
    windowed && VirtualRows
      ? createElement(VirtualRows, { count, available, layout, focusedRow, onDrawn: setDrawn })
      : null;

  if (!layout || (windowed && !drawn)) {
    // The first screen, the other rows' height reserved by the CSS: before the grid is
    // measured, and while the virtualizer is on its way.
    const end = Math.min(firstDrawnCards(count), available);
    return {
      listRef,
      start: 0,
      end,
      style: { '--count': count, '--drawn': end } as CSSProperties,
      windowing,
      ...focusHandlers,
    };
  }
  if (!windowed || !drawn) {
    // A short list: all is drawn.
    return { listRef, start: 0, end: available, style: {}, windowing, ...focusHandlers };
  }
  const { start, end, paddingTop, paddingBottom } = drawn;
  return { listRef, start, end, style: { paddingTop, paddingBottom }, windowing, ...focusHandlers };
}
