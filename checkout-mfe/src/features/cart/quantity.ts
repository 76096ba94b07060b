import { cartTotal, type CartLine } from '@zomato/shared';
import { maxCartQuantity, minCartQuantity } from '@zomato/shared/cart';

/** docs/product.md#business-constants: minimum quantity 1; the data service refuses more than 99. */
export const minQuantity = minCartQuantity;
export const maxQuantity = maxCartQuantity;

/** The quantity one step from `current`, kept inside the limits. */
export function stepQuantity(current: number, step: 1 | -1): number {
  return Math.min(maxQuantity, Math.max(minQuantity, current + step));
}

/** The lines as the visitor sees them: a quantity still being saved shows its new value. */
export function withPendingQuantities(
  lines: readonly CartLine[],
  pending: Readonly<Record<number, number>>,
): CartLine[] {
  return lines.map((line) => {
    const quantity = pending[line.id];
    return quantity === undefined ? line : { ...line, quantity };
  });
}

/** The total shown under the lines: the same rule as the shared store's (docs/product.md#cart). */
export const shownTotal = (lines: readonly CartLine[]) => cartTotal(lines);
