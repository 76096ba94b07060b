import { useContext } from 'react';
import { isVisitorId, SsrDataContext, useHydrated, visitorHeader } from '@zomato/shared';
import type { SsrDataStore, VisitorFacts } from '@zomato/shared';
import { readCartOf } from '../api/cart';
import type { CartLine } from '../types/entities';

/*
 * An early answer to ADD TO CART (docs/decisions/0017-early-cart-answer.md): pressed before the
 * page is live, the item is posted by the early-actions script and the page is asked for again
 * with these two headers; the server draws it as the press leaves it, the detail replaced by the
 * visitor's cart, and the script puts that in place before the page hydrates.
 */
/** The header that asks for an early answer, and its one value (early-actions/cart-answers.js). */
export const earlyAnswerHeader = 'X-Early-Answer';
export const addedToCartAnswer = 'added-to-cart';

/** Server: what a page request's headers say of an ADD TO CART pressed before the page was live. */
export function addedToCartOf(header: (name: string) => string | undefined): VisitorFacts['addedToCart'] {
  if (header(earlyAnswerHeader) !== addedToCartAnswer) return undefined;
  const visitorId = header(visitorHeader);
  return visitorId && isVisitorId(visitorId) ? { visitorId } : undefined;
}

/**
 * The page data entry that tells the browser the page was drawn after ADD TO CART: the answer's
 * own name, which early-actions/cart-answers.js looks for in the answer's page data.
 */
const entryKey = addedToCartAnswer;

/**
 * Whether this page is drawn after its ADD TO CART was pressed: on the server, the request's
 * early answer (sent on in the page data); while hydrating, that page data. Once live, and in a
 * page the browser draws itself, false: the press is the page's own.
 */
export function useAddedBeforeLive(): boolean {
  const ssr = useContext(SsrDataContext);
  const hydrated = useHydrated();
  if (!ssr || hydrated) return false;
  if (ssr.pending) return sendOnToBrowser(ssr);
  return ssr.entries[entryKey]?.status === 'ready';
}

/** On the server: the request's early answer, put in the page data (the request's own store). */
function sendOnToBrowser(store: SsrDataStore): boolean {
  const added = Boolean(store.visitor?.addedToCart);
  if (added) store.entries[entryKey] = { status: 'ready', data: true };
  return added;
}

/**
 * Server: the read of the cart an early answer shows: the lines read with its post, or else a read
 * with the visitor's id (undefined in any other render: a page the same for every visitor never
 * reads a cart on the server).
 */
export function useServerCartRead(): (() => Promise<CartLine[]>) | undefined {
  const added = useContext(SsrDataContext)?.visitor?.addedToCart;
  if (!added) return undefined;
  // The cart the render server read alongside its post (server-rendering/early-cart-post.mjs).
  const { visitorId, lines } = added;
  return lines ? () => Promise.resolve(lines) : () => readCartOf(visitorId);
}
