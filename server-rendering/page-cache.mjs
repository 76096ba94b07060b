import { LRUCache } from 'lru-cache';

/**
 * A short-lived cache of rendered pages, per renderer (so per runtime config). A server-rendered
 * page is the same for every visitor (their parts are filled in by the browser), so the key the
 * renderer gives is enough (docs/decisions/0006).
 *
 * - Only complete pages are kept; concurrent requests share one render.
 * - Past `freshMs` a page is served stale (up to five times as long again) while it is re-rendered.
 * - `takeOver` starts it with the previous cache's pages that a release left as they were.
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
      // An incomplete page is answered, not kept: undefined leaves the one kept before as it was
      // (still stale, so the next request renders again), else none.
      return complete(page) ? page : undefined;
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
