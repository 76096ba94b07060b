import { fetchSearchList, type SearchItem } from '@zomato/shared';
import { nextTask } from '../../../entry/next-task';

let pending: Promise<SearchItem[]> | undefined;

/**
 * The '/global' list, fetched once and kept for the page's life (docs/product.md#search: loaded
 * when the search first appears). Every search box shares the one promise; a failed
 * load is forgotten so Retry fetches again. The request is made in a task of its own: the
 * search box appears as the page hydrates, whose effects are already the longest task of a
 * phone's start-up (the request's set-up alone was 15 ms of it at 4x CPU slowdown).
 */
export function loadSearchList(): Promise<SearchItem[]> {
  if (!pending) {
    const request = nextTask().then(() => fetchSearchList());
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
