import { LRUCache } from 'lru-cache';

/**
 * A short-lived cache of rendered pages, per renderer (so per runtime config), on `lru-cache`. A
 * server-rendered page is the same for every visitor (the cart, the visitor id and a tab's
 * choices are filled in by the browser; /cart has two versions, by its cart hint cookie, which is
 * part of the key the renderer gives), so it is a function of its address while the data stays
 * the same (docs/decisions/0006).
 *
 * - Only complete pages are kept: nothing left to the browser, no data load that failed.
 * - Concurrent requests for an address share one render (lru-cache's `fetch`).
 * - Past `freshMs` a page is still answered, for as long again five times over, while one render
 *   replaces it in the background (a failed render keeps it); older, the request waits.
 * - At most `maxPages` addresses, the least recently used going first.
 * - After a release, the new renderer's cache starts with the pages the release left as they were
 *   (`takeOver`: the previous cache's `keptPages()` that `stillSo` keeps, as old as they were).
 */
export function createPageCache({ freshMs, maxPages = 200, now = Date.now, takeOver }) {
  const complete = (page) =>
    page.clientRendered.length === 0 && Object.values(page.data).every((entry) => entry.status === 'ready');
  /** @type {LRUCache<string, object, { render: () => Promise<object>, page?: object }>} */
  const cache = new LRUCache({
    max: maxPages,
    perf: { now },
    ttlResolution: 0,
    ttl: Math.max(freshMs, 1),
    allowStale: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (address, stale, { context }) => {
      const page = await context.render();
      context.page = page;
      // An incomplete page is answered, not kept: the one kept before stays, else none.
      return complete(page) ? page : stale;
    },
  });
  if (takeOver) cache.load(takeOver.from().filter(([address]) => takeOver.stillSo(address)));

  /**
   * The page at `address`, from the cache or from `render()`.
   * @returns {Promise<{ page: object, cached: boolean }>}
   */
  async function pageAt(address, render) {
    if (freshMs <= 0) return { page: await render(), cached: false };
    if (cache.getRemainingTTL(address) < -5 * freshMs) cache.delete(address);
    const status = {};
    const context = { render };
    const page = await cache.fetch(address, { context, status });
    const cached = status.fetch === 'hit' || Boolean(status.returnedStale);
    // A render this request shares but did not start, that was not kept: its own render.
    return { page: page ?? context.page ?? (await render()), cached };
  }
  /** The pages kept now (lru-cache's `dump()`), for the cache of the renderer that replaces this one. */
  pageAt.keptPages = () => cache.dump();
  return pageAt;
}
