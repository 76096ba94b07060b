import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';
import type { CartLine } from '@zomato/shared';
import type { RowControl } from '../components/cart-row';

type Focused = { id: number; control: RowControl };

const controlOf = (list: HTMLElement | null, id: number, control: RowControl) =>
  list?.querySelector<HTMLButtonElement>(`[data-line-id="${id}"] [data-control="${control}"]`) ?? null;

/** Where focus goes when the row of the focused cart button went away. */
function replacement(
  focused: Focused,
  before: readonly number[],
  lines: readonly CartLine[],
  list: HTMLElement | null,
) {
  const ids = new Set(lines.map((line) => line.id));
  // The row went (Remove, or another tab): the same button on the next row, else the previous one.
  const at = before.indexOf(focused.id);
  const next =
    before.slice(at + 1).find((id) => ids.has(id)) ??
    before
      .slice(0, Math.max(at, 0))
      .reverse()
      .find((id) => ids.has(id));
  if (next === undefined) return null;
  // Never a different kind of button: a key still repeating must not start removing lines.
  return controlOf(list, next, focused.control);
}

/**
 * Keeps keyboard focus on a sensible control through cart changes: +/- keep
 * it, at their limits too (they are aria-disabled there, never disabled); when a
 * row goes, the next row's same button takes it, or the heading when the cart is empty. It
 * acts only when the button that had focus is gone, never when the visitor moved on.
 */
export function useCartFocus(
  lines: readonly CartLine[] | undefined,
  list: RefObject<HTMLUListElement | null>,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const focused = useRef<Focused | undefined>(undefined);
  const order = useRef<readonly number[]>([]);

  useLayoutEffect(() => {
    const before = order.current;
    order.current = lines?.map((line) => line.id) ?? [];
    const last = focused.current;
    if (!last || !lines) return;
    // The cart's buttons are never disabled (aria-disabled keeps focus): only a row that went loses it.
    if (controlOf(list.current, last.id, last.control)) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (!lost) return;
    const target = replacement(last, before, lines, list.current) ?? heading.current;
    focused.current = undefined;
    target?.focus();
  });

  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const button = (event.target as HTMLElement).closest<HTMLElement>('[data-control]');
      const row = (event.target as HTMLElement).closest<HTMLElement>('[data-line-id]');
      if (button && row) {
        focused.current = { id: Number(row.dataset.lineId), control: button.dataset.control as RowControl };
      }
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus moved somewhere else on purpose: nothing to put back.
      const next = event.relatedTarget as Node | null;
      if (next && !list.current?.contains(next)) focused.current = undefined;
    },
  };
}
