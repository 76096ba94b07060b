/*
 * How many lines this browser's cart had when it last read it, for the page server
 * (docs/decisions/0010-cart-hint-cookie.md, 0013). The cart itself stays keyed by the visitor id
 * header (0005); this cookie holds no id and no content, only that count (1 to 99), and goes only
 * with requests for /cart (its Path), never with catalogue reads, images or the data service.
 * Without it, /cart is rendered on the server as the empty cart, which a first visit's is; with
 * it, as that many rows loading, and the top bar counts them before the page is live.
 */
const cookieName = 'cartLines';
const cookiePath = '/cart';
const year = 365 * 24 * 60 * 60;
/** More lines than this are told as this many (a count of two digits at most). */
export const maxHintedLines = 99;

/** Browser: called with each cart summary the browser keeps (shared/src/store/cart-slice.ts). */
export function rememberCartLines(count: number): void {
  if (typeof document === 'undefined') return;
  const value = count > 0 ? `${Math.min(count, maxHintedLines)}; Max-Age=${year}` : '; Max-Age=0';
  document.cookie = `${cookieName}=${value}; Path=${cookiePath}; SameSite=Lax`;
}

/** Server: the browser's last known count of cart lines, from a page request's Cookie header (0: none). */
export function cartLinesHint(cookieHeader: string | undefined): number {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const match = /^cartLines=([1-9][0-9]?)$/.exec(pair.trim());
    if (match) return Number(match[1]);
  }
  return 0;
}
