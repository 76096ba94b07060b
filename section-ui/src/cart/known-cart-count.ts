import { useContext } from 'react';
import { SsrDataContext, useAppStore, useHydrated } from '@zomato/shared';
import type { CartHint } from '@zomato/shared/cart-hint';

/** The page data entry that carries the request's cart hint on to the browser. */
const entryKey = 'visitor-cart';

/**
 * The cart's counts from the request's cart hint (docs/decisions/0010, 0013, 0022), the same on
 * the server and while hydrating so the HTML matches; undefined once live, when the store's hold.
 */
function useServerHint(): CartHint | undefined {
  const ssr = useContext(SsrDataContext);
  const hydrated = useHydrated();
  if (!ssr || hydrated) return undefined;
  const visitor = ssr.pending && ssr.visitor;
  // Sent on to the browser, which hydrates from it; none means an empty cart.
  if (visitor && visitor.cartLines)
    // The request's own store gathers what the page sends on (server only: `pending`).
    // eslint-disable-next-line react-hooks/immutability
    ssr.entries[entryKey] = { status: 'ready', data: { lines: visitor.cartLines, items: visitor.cartItems } };
  const entry = ssr.entries[entryKey];
  return entry?.status === 'ready' ? (entry.data as CartHint) : { lines: 0, items: 0 };
}

/** The server's reading of the cart's lines (for the loading cart's rows), until the page is live. */
export const useServerCartCount = (): number | undefined => useServerHint()?.lines;

/**
 * How many lines to hold a place for (the loading cart), or items to count (the top bar): the
 * server's reading until the page is live, then what this browser keeps (the store).
 */
export function useKnownCartCount(counting: keyof CartHint = 'lines'): number {
  const server = useServerHint();
  const kept = useAppStore((state) => state.cart);
  return server?.[counting] ?? kept[counting];
}
