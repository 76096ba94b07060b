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

// docs/product.md#data-service-calls spells this one list '/shake'; the others keep their capital.
const listPath = (source: ListSource) => `/${source === 'Shake' ? 'shake' : source}`;

export async function fetchList<T = FoodItem>(source: ListSource, signal?: AbortSignal) {
  const { data } = await http().get<T[]>(listPath(source), { signal });
  return data;
}

/** The first items of a list, in server order, and how many the whole list has. */
export interface ListStart<T> {
  items: T[];
  /** Undefined when the service did not say and the list may go on. */
  total?: number;
}

/**
 * The first `count` items of a list and its length (json-server's `_start`/`_end` and its
 * X-Total-Count header): what a server render of a listing needs, whatever the list's size
 * (docs/architecture.md#large-catalogues).
 */
export async function fetchListStart<T = FoodItem>(
  source: ListSource,
  count: number,
  signal?: AbortSignal,
): Promise<ListStart<T>> {
  const { data, headers } = await http().get<T[]>(listPath(source), {
    params: { _start: 0, _end: count },
    signal,
  });
  const total = Number(headers['x-total-count']);
  if (Number.isInteger(total) && total >= data.length) return { items: data, total };
  return data.length < count ? { items: data, total: data.length } : { items: data };
}

export async function fetchItem<T = FoodItem>(source: ListSource, id: number | string, signal?: AbortSignal) {
  const { data } = await http().get<T>(`/${itemPaths[source]}/${encodeURIComponent(id)}`, {
    signal,
  });
  return data;
}

export const fetchSearchList = (signal?: AbortSignal) => fetchList<SearchItem>('global', signal);
