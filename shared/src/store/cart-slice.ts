import type { StateCreator } from 'zustand';
import type { CartLine } from '../types/entities';
import { hintOfLines, rememberCart, type CartHint } from '../visitor/cart-hint';

/** The cart's total, and its counts: lines, and items (the top bar's, the quantities added up). */
export interface CartSummary extends CartHint {
  total: number;
}

export interface CartSlice {
  cart: CartSummary;
  /** Recomputes the summary from the visitor's loaded lines. */
  setCartLines: (lines: readonly Pick<CartLine, 'price' | 'quantity'>[]) => void;
  resetCart: () => void;
}

/** The one rule for the cart total: the sum of quantity times price (docs/product.md#cart). */
export function cartTotal(lines: readonly Pick<CartLine, 'price' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/*
 * The last summary the server confirmed, kept in this browser (two numbers, nothing about
 * the items), so that a page opened while the cart cannot be read (the data service down or
 * slow) shows the last known count in the top bar instead of 0. Its counts
 * also go to the page server, in the cart hint cookies (../visitor/cart-hint.ts).
 */
const storageKey = 'cartSummary';
const empty: CartSummary = { total: 0, lines: 0, items: 0 };

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isTotal = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

export function readLastKnownCart(): CartSummary {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    const { total, lines, items } = (parsed ?? {}) as Record<string, unknown>;
    return isTotal(total) && isCount(lines) && isCount(items) ? { total, lines, items } : empty;
  } catch {
    return empty;
  }
}

function keep(cart: CartSummary): CartSummary {
  rememberCart(cart);
  try {
    localStorage.setItem(storageKey, JSON.stringify(cart));
  } catch {
    // Storage can be blocked (private mode): the summary still holds for this page.
  }
  return cart;
}

export const createCartSlice: StateCreator<CartSlice, [], [], CartSlice> = (set) => ({
  cart: readLastKnownCart(),
  setCartLines: (lines) => set({ cart: keep({ total: cartTotal(lines), ...hintOfLines(lines) }) }),
  resetCart: () => set({ cart: keep(empty) }),
});
