import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** How far a press may wander and still count as a click (a hand is never quite still). */
const clickSlop = 6;

/**
 * A drag of the strip must never open the tile it is released over. react-slick swallows
 * that click on its list, but only after the tile's own link has navigated (a child's
 * handler runs first), so the guard sits on an ancestor and cancels it in the capture phase.
 */
export function useDragGuard() {
  const press = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      // Every press starts afresh, so a drag released elsewhere never blocks a later click.
      press.current = { x: event.clientX, y: event.clientY, moved: false };
    },
    onPointerMove: (event: PointerEvent) => {
      const start = press.current;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > clickSlop) {
        start.moved = true;
      }
    },
    onClickCapture: (event: MouseEvent) => {
      const start = press.current;
      press.current = null;
      // detail 0 is a keyboard click (Enter on a tile): never a drag.
      if (start?.moved && event.detail > 0) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
  };
}
