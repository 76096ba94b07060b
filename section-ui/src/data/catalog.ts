import { http, type DeliveryCategory, type FoodItem, type SearchItem, type SectionKey } from '@zomato/shared';
import siteRoutes from '@zomato/shared/site-routes.json';

/**
 * The lists of docs/product.md#data-service-calls: the fixed ones and one per delivery
 * category, named as the routes name them. Their endpoints keep the data service's own
 * spellings ('/IceCream', '/cake/1'), written once in shared's site-routes.json.
 */
export type ListSource = keyof typeof siteRoutes.lists | DeliveryCategory;

const endpoints: Record<ListSource, { list: string; items: string }> = {
  ...siteRoutes.lists,
  ...siteRoutes.deliveryCategories,
};

/** The list a section's first page shows; the server preloads it (serving/remote-preload.mjs). */
export const sectionList = (section: SectionKey) => siteRoutes.sections[section].list as ListSource;

export async function fetchList<T = FoodItem>(source: ListSource, signal?: AbortSignal) {
  const { data } = await (await http()).get<T[]>(endpoints[source].list, { signal });
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
 * (docs/data-service.md#large-catalogues).
 */
export async function fetchListStart<T = FoodItem>(
  source: ListSource,
  count: number,
  signal?: AbortSignal,
): Promise<ListStart<T>> {
  const { data, headers } = await (
    await http()
  ).get<T[]>(endpoints[source].list, {
    params: { _start: 0, _end: count },
    signal,
  });
  const total = Number(headers['x-total-count']);
  if (Number.isInteger(total) && total >= data.length) return { items: data, total };
  return data.length < count ? { items: data, total: data.length } : { items: data };
}

export async function fetchItem<T = FoodItem>(source: ListSource, id: number | string, signal?: AbortSignal) {
  const { data } = await (
    await http()
  ).get<T>(`${endpoints[source].items}/${encodeURIComponent(id)}`, {
    signal,
  });
  return data;
}

export const fetchSearchList = (signal?: AbortSignal) => fetchList<SearchItem>('global', signal);
