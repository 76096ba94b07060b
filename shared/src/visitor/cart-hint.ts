/*
 * What this browser's cart held when it last read it, for the page server
 * (docs/decisions/0010-cart-hint-cookie.md, 0013, 0022): one cookie, `cart={lines}.{items}`,
 * on every page (the server reads each as 99 at most). It holds no id and no content (the cart stays keyed by the
 * visitor id, 0005): /cart arrives with a row's place for each line, and every top bar counts the
 * items before the page is live, and without JavaScript. Without it the cart is taken as empty,
 * which a first visit's is. The browser writes it with each cart it reads; the server with each
 * form it carries out (server-rendering/form-post.mjs).
 */
const year = 365 * 24 * 60 * 60;
/** More than this are read as this many: a page is kept for each count it meets. */
export const maxHintedCount = 99;

export interface CartHint {
  lines: number;
  items: number;
}

/** A cart's counts: its lines, and its items (the quantities added up). */
export const hintOfLines = (lines: readonly { quantity: number }[]): CartHint => ({
  lines: lines.length,
  items: lines.reduce((sum, line) => sum + line.quantity, 0),
});

/** The `Set-Cookie` / `document.cookie` value that keeps `hint` (or clears it, for an empty cart). */
export const cartHintCookie = ({ lines, items }: CartHint): string =>
  `cart=${lines}.${items}; Max-Age=${lines ? year : 0}; Path=/; SameSite=Lax`;

/** Browser only: called with each cart summary the browser keeps (shared/src/store/cart-slice.ts). */
export function rememberCart(hint: CartHint): void {
  document.cookie = cartHintCookie(hint);
}

/** Server: the browser's last known counts, from a page request's Cookie header (0: none). */
export function cartHintOf(cookieHeader: string | undefined): CartHint {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const match = /^cart=([1-9][0-9]{0,5})\.([1-9][0-9]{0,5})$/.exec(pair.trim());
    const [lines, items] = (match?.slice(1) ?? []).map((count) => Math.min(Number(count), maxHintedCount));
    if (lines && items) return { lines, items };
  }
  return { lines: 0, items: 0 };
}
