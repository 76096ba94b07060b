import type { FoodItem, SearchItem } from '../types/entities';
import type { DeliveryCategory } from '../routing/paths';
import { http } from './http';

/** List endpoints of docs/product.md#data-service-calls. */
export type ListSource =
  | 'random'
  | 'global'
  | 'Cake'
  | 'IceCream'
  | 'Coffee'
  | 'Shake'
  | 'Chaat'
  | 'Burger'
  | 'Pizza'
  | 'restaurants';

/** Item endpoints keep the spellings docs/product.md#data-service-calls uses. */
const itemPaths: Record<ListSource, string> = {
  random: 'random',
  global: 'global',
  Cake: 'cake',
  IceCream: 'IceCream',
  Coffee: 'coffee',
  Shake: 'shake',
  Chaat: 'chaat',
  Burger: 'burger',
  Pizza: 'pizza',
  restaurants: 'restaurants',
};

/** Which list each delivery category route loads. */
export const categorySources: Record<DeliveryCategory, ListSource> = {
  burger: 'Burger',
  cake: 'Cake',
  coffee: 'Coffee',
  chaat: 'Chaat',
  'ice-cream': 'IceCream',
  pizza: 'Pizza',
  shake: 'Shake',
};

export async function fetchList<T = FoodItem>(source: ListSource, signal?: AbortSignal) {
  // docs/product.md#data-service-calls spells this one list '/shake'; the others keep their capital.
  const path = source === 'Shake' ? 'shake' : source;
  const { data } = await http().get<T[]>(`/${path}`, { signal });
  return data;
}

export async function fetchItem<T = FoodItem>(source: ListSource, id: number | string, signal?: AbortSignal) {
  const { data } = await http().get<T>(`/${itemPaths[source]}/${encodeURIComponent(id)}`, {
    signal,
  });
  return data;
}

export const fetchSearchList = (signal?: AbortSignal) => fetchList<SearchItem>('global', signal);
