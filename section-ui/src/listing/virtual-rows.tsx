import { useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect } from 'react';
import type { DrawnCards, GridLayout } from './grid-layout';

/** Rows drawn beyond each edge of the window, so a quick scroll or Tab meets drawn cards. */
const overscanRows = 2;
/** A focused card this many rows or fewer from the window stays drawn (with its neighbours). */
const focusReach = 12;

export interface VirtualRowsProps {
  count: number;
  /** How many of the cards are here (a long list's first part may arrive first). */
  available: number;
  layout: GridLayout;
  focusedRow: number | undefined;
  /** Told the cards to draw whenever they change (undefined when this stops). */
  onDrawn: (drawn: DrawnCards | undefined) => void;
}

/**
 * @tanstack/react-virtual's window virtualizer over the grid's rows, for a long list only
 * (docs/data-service.md#large-catalogues): loaded in a chunk of its own when a list needs
 * windowing, so a first visit to a page with a short list does not fetch it. It draws
 * nothing itself: the grid draws the cards it names.
 */
export function VirtualRows({ count, available, layout, focusedRow, onDrawn }: VirtualRowsProps) {
  const { columns } = layout;
  const rangeExtractor = useCallback((range: Range) => rowsToDraw(range, focusedRow), [focusedRow]);
  // A new layout is a new key function: the virtualizer then recomputes every row's place.
  const getItemKey = useCallback((row: number) => row, [layout]); // eslint-disable-line react-hooks/exhaustive-deps
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(count / columns),
    estimateSize: () => layout.rowHeight,
    gap: layout.rowGap,
    scrollMargin: layout.top,
    overscan: overscanRows,
    getItemKey,
    rangeExtractor,
    // The window's size from the first render on (it is observed only after it).
    initialRect: { width: innerWidth, height: innerHeight },
  });

  const rows = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const first = rows[0];
  const last = rows[rows.length - 1];
  let drawn: DrawnCards = { start: 0, end: 0, paddingTop: 0, paddingBottom: total };
  if (first && last) {
    // The window's rows, less the cards not here yet; padding stands for every other row.
    const end = Math.min((last.index + 1) * columns, count, available);
    const start = Math.min(first.index * columns, end);
    const lastDrawn = end > start ? rows[Math.ceil(end / columns) - 1 - first.index] : undefined;
    const paddingTop = first.start - layout.top;
    const paddingBottom = total - (lastDrawn ? lastDrawn.end - layout.top : paddingTop);
    drawn = { start, end, paddingTop, paddingBottom: Math.max(paddingBottom, 0) };
  }

  const { start, end, paddingTop, paddingBottom } = drawn;
  // Before the browser paints: the grid draws these cards in the same frame.
  useLayoutEffect(
    () => onDrawn({ start, end, paddingTop, paddingBottom }),
    [onDrawn, start, end, paddingTop, paddingBottom],
  );
  useEffect(() => () => onDrawn(undefined), [onDrawn]);
  return null;
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
