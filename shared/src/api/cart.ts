import type { CartLine, FoodItem, NewCartLine } from '../types/entities';
import { useAppStore } from '../store/app-store';
import { http } from './http';

/** The fields of an item that make a new cart line (SPEC section 7: no id, quantity 1). */
export function toNewCartLine(item: FoodItem, quantity = 1): NewCartLine {
  const { name, imgUrl, price, variety, rating, place } = item;
  return { name, imgUrl, price, variety, rating, place, quantity };
}

/** GET /cart, and the shared store's summary follows it. */
export async function fetchCart(signal?: AbortSignal): Promise<CartLine[]> {
  const { data } = await http().get<CartLine[]>('/cart', { signal });
  useAppStore.getState().setCartLines(data);
  return data;
}

export async function addToCart(item: FoodItem): Promise<CartLine> {
  const { data } = await http().post<CartLine>('/cart', toNewCartLine(item));
  return data;
}

export async function setLineQuantity(line: CartLine, quantity: number): Promise<void> {
  if (quantity < line.quantity) {
    await http().patch(`/cart/${line.id}`, { quantity });
  } else {
    const { id: _id, ...fields } = line;
    await http().put(`/cart/${line.id}`, { ...fields, quantity });
  }
}

export async function removeLine(id: number): Promise<void> {
  await http().delete(`/cart/${id}`);
}

export async function clearCart(): Promise<void> {
  await http().delete('/cart');
  useAppStore.getState().resetCart();
}
