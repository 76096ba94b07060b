import { useContext, useState } from 'react';
import { SsrDataContext, useHydrated, type SsrDataStore } from '@zomato/shared';

/** The page data entry that carries the server's reading of the cart hint to the browser. */
const entryKey = 'visitor-cart';

/**
 * True when this cart view is a server render for a browser whose cart was empty (or never
 * used) when it last read it (its cart hint cookie, docs/decisions/0010), and while that
 * render hydrates: the view starts as the empty cart, not a skeleton, and the browser's own
 * read then confirms or replaces it. False for a view drawn in the browser.
 */
export function useServerSawEmptyCart(): boolean {
  const ssr = useContext(SsrDataContext);
  const hydrated = useHydrated();
  if (ssr?.pending) sendOnToBrowser(ssr);
  const [sawEmpty] = useState(() => {
    const entry = hydrated ? undefined : ssr?.entries[entryKey];
    return entry?.status === 'ready' && entry.data === false;
  });
  return sawEmpty;
}

/**
 * On the server: puts what the request said into the page's data (the request's own store,
 * as useResource's loads are), so the browser hydrates from the same answer.
 */
function sendOnToBrowser(store: SsrDataStore) {
  if (store.visitor) store.entries[entryKey] = { status: 'ready', data: store.visitor.cartMayHaveLines };
}
