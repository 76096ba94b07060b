import { fetchSearchList, type SearchItem } from '@zomato/shared';

let pending: Promise<SearchItem[]> | undefined;

/**
 * The '/global' list, fetched once and kept for the page's life (docs/product.md#search: loaded
 * when the search first appears). Every search box shares the one promise; a failed
 * load is forgotten so Retry fetches again.
 */
export function loadSearchList(): Promise<SearchItem[]> {
  if (!pending) {
    const request = fetchSearchList();
    pending = request;
    request.catch(() => {
      if (pending === request) pending = undefined;
    });
  }
  return pending;
}

/** Tests start from an empty cache. */
export function forgetSearchList() {
  pending = undefined;
}
