/**
 * A short-lived cache of rendered pages, per renderer (so per runtime config: a release makes
 * a new renderer, whose cache starts with the pages the release left as they were). A
 * server-rendered page is the same for every visitor (the cart, the visitor id and a tab's
 * choices are filled in by the browser; /cart has two versions, by its cart hint cookie, which is
 * part of the key the renderer gives), so it is a function of its address while the data stays
 * the same: rendering it once per `freshMs` lets one process answer many visitors at once
 * (docs/decisions/0006).
 *
 * - Only complete pages are kept: nothing left to the browser, no data load that failed.
 * - Concurrent requests for an address share one render.
 * - Past `freshMs` a page is still answered (for as long again five times over) while one
 *   render replaces it in the background; older than that, the request waits for the render.
 * - At most `maxPages` addresses are kept (the least recently used goes first): odd query
 *   strings cannot grow it without bound.
 * - After a release, the new renderer's cache starts with the pages the release left as they were
 *   (`takeOver`: the previous cache's `keptPages()` that `stillSo` keeps, as old as they were).
 */
export function createPageCache({ freshMs, maxPages = 200, now = Date.now, takeOver }) {
  /** @type {Map<string, { page: object, at: number }>} */
  const kept = new Map(takeOver ? [...takeOver.from()].filter(([address]) => takeOver.stillSo(address)) : []);
  /** @type {Map<string, Promise<object>>} */
  const rendering = new Map();

  const complete = (page) =>
    page.clientRendered.length === 0 && Object.values(page.data).every((entry) => entry.status === 'ready');

  const renderOnce = (address, render) => {
    let pending = rendering.get(address);
    if (!pending) {
      pending = render()
        .then((page) => {
          if (complete(page)) {
            kept.delete(address);
            kept.set(address, { page, at: now() });
            if (kept.size > maxPages) kept.delete(kept.keys().next().value);
          }
          return page;
        })
        .finally(() => rendering.delete(address));
      rendering.set(address, pending);
    }
    return pending;
  };

  /**
   * The page at `address`, from the cache or from `render()`.
   * @returns {Promise<{ page: object, cached: boolean }>}
   */
  async function pageAt(address, render) {
    if (freshMs <= 0) return { page: await render(), cached: false };
    const entry = kept.get(address);
    const age = entry ? now() - entry.at : Infinity;
    if (entry && age <= freshMs * 6) {
      kept.delete(address);
      kept.set(address, entry);
      // Stale: answered now, replaced in the background (a failed render keeps the old one).
      if (age > freshMs) renderOnce(address, render).catch(() => undefined);
      return { page: entry.page, cached: true };
    }
    return { page: await renderOnce(address, render), cached: false };
  }
  /** The pages kept now, [address, { page, at }], for the cache of the renderer that replaces this one. */
  pageAt.keptPages = () => kept.entries();
  return pageAt;
}
