import type { CartLine, FoodItem, NewCartLine } from '../types/entities';
import { useAppStore } from '../store/app-store';
import { http } from './http';

/** The fields of an item that make a new cart line (SPEC section 7: no id, quantity 1). */
export function toNewCartLine(item: FoodItem, quantity = 1): NewCartLine {
  const { name, imgUrl, price, variety, rating, place } = item;
  return { name, imgUrl, price, variety, rating, place, quantity };
}

/*
 * Every cart call of the page waits for the one before it. This module is a federation
 * singleton, so the order holds across the shell and every remote: a GET made right after
 * a POST (the cart view mounted after ADD TO CART) sees the new line, rapid quantity
 * changes reach the server in the order they were made, and an older GET never
 * overwrites the store after a newer change.
 */
let queue: Promise<unknown> = Promise.resolve();

function inTurn<T>(call: () => Promise<T>): Promise<T> {
  const result = queue.then(call);
  queue = result.catch(() => undefined);
  return result;
}

async function loadLines(signal?: AbortSignal): Promise<CartLine[]> {
  const { data } = await http().get<CartLine[]>('/cart', { signal });
  useAppStore.getState().setCartLines(data);
  return data;
}

/** GET /cart, and the shared store's summary follows it. */
export function fetchCart(signal?: AbortSignal): Promise<CartLine[]> {
  return inTurn(() => loadLines(signal));
}

/**
 * POST /cart, then the store's summary is reloaded so the top bar counts the new line.
 * Resolves with the created (or merged) line even if that reload fails.
 */
export function addToCart(item: FoodItem): Promise<CartLine> {
  return inTurn(async () => {
    const { data } = await http().post<CartLine>('/cart', toNewCartLine(item));
    await loadLines().catch(() => undefined);
    return data;
  });
}

/**
 * Lowering sends PATCH {quantity}, raising sends PUT with the full line (SPEC section 7);
 * `line.quantity` is the quantity the change starts from. Then the cart is reloaded:
 * resolves with the fresh lines (and the store follows them).
 */
export function setLineQuantity(line: CartLine, quantity: number): Promise<CartLine[]> {
  return inTurn(async () => {
    if (quantity < line.quantity) {
      await http().patch(`/cart/${line.id}`, { quantity });
    } else {
      const { id: _id, ...fields } = line;
      await http().put(`/cart/${line.id}`, { ...fields, quantity });
    }
    return loadLines();
  });
}

/** DELETE /cart/{id}, then the cart is reloaded: resolves with the fresh lines. */
export function removeLine(id: number): Promise<CartLine[]> {
  return inTurn(async () => {
    await http().delete(`/cart/${id}`);
    return loadLines();
  });
}

/** Empties this visitor's cart on the server (after a payment) and resets the store. */
export function clearCart(): Promise<void> {
  return inTurn(async () => {
    await http().delete('/cart');
    useAppStore.getState().resetCart();
  });
}
