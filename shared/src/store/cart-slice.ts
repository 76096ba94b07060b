import type { StateCreator } from 'zustand';
import type { CartLine } from '../types/entities';

export interface CartSummary {
  total: number;
  count: number;
}

export interface CartSlice {
  cart: CartSummary;
  /** Recomputes the summary from the visitor's loaded lines. */
  setCartLines: (lines: readonly Pick<CartLine, 'price' | 'quantity'>[]) => void;
  resetCart: () => void;
}

/** The one rule for the cart total: the sum of quantity times price (SPEC section 4). */
export function cartTotal(lines: readonly Pick<CartLine, 'price' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

export const createCartSlice: StateCreator<CartSlice, [], [], CartSlice> = (set) => ({
  cart: { total: 0, count: 0 },
  setCartLines: (lines) => set({ cart: { total: cartTotal(lines), count: lines.length } }),
  resetCart: () => set({ cart: { total: 0, count: 0 } }),
});
