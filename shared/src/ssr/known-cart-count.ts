import { useContext } from 'react';
import { selectCart, useAppStore } from '../store/app-store';
import { SsrDataContext, useHydrated, type SsrDataStore } from './ssr-data';

/** The page data entry that carries the request's cart hint on to the browser. */
const entryKey = 'visitor-cart';

/**
 * The cart's line count from the request's cart hint (docs/decisions/0010, 0013), the same on the
 * server and while hydrating so the HTML matches; undefined once live, when the store's count holds.
 */
export function useServerCartCount(): number | undefined {
  const ssr = useContext(SsrDataContext);
  const hydrated = useHydrated();
  if (!ssr || hydrated) return undefined;
  if (ssr.pending) return sendOnToBrowser(ssr);
  const entry = ssr.entries[entryKey];
  return entry?.status === 'ready' && typeof entry.data === 'number' ? entry.data : 0;
}

/** Puts the request's count in the page's data so the browser hydrates from it; none means 0. */
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
