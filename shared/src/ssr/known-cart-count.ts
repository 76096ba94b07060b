import { useContext } from 'react';
import { selectCart, useAppStore } from '../store/app-store';
import { SsrDataContext, useHydrated, type SsrDataStore } from './ssr-data';

/** The page data entry that carries the request's cart hint on to the browser. */
const entryKey = 'visitor-cart';

/**
 * The lines the visitor's cart had when this browser last read it, as the page server knows
 * it (the request's cart hint cookie: docs/decisions/0010, 0013) and as the browser hydrates
 * that page (the same number, from the page's data; none there is 0). Undefined once the page
 * is live, and in a page the browser renders itself: then the browser's own count holds.
 */
export function useServerCartCount(): number | undefined {
  const ssr = useContext(SsrDataContext);
  const hydrated = useHydrated();
  if (!ssr || hydrated) return undefined;
  if (ssr.pending) return sendOnToBrowser(ssr);
  const entry = ssr.entries[entryKey];
  return entry?.status === 'ready' && typeof entry.data === 'number' ? entry.data : 0;
}

/**
 * On the server: the request's count, put in the page's data (the request's own store, as
 * useResource's loads are) so the browser hydrates from the same number. Only when there are
 * lines: a page whose request had no hint carries nothing more.
 */
function sendOnToBrowser(store: SsrDataStore): number {
  const count = store.visitor?.cartLines ?? 0;
  if (count > 0) store.entries[entryKey] = { status: 'ready', data: count };
  return count;
}

/**
 * How many lines to count (the top bar) or to hold a place for (the loading cart): the
 * server's reading until the page is live, then the count this browser keeps (the store).
 */
export function useKnownCartCount(): number {
  const server = useServerCartCount();
  const kept = useAppStore(selectCart).count;
  return server ?? kept;
}
