/*
 * Whether this browser's cart had lines when it last read it, for the page server
 * (docs/decisions/0010-cart-hint-cookie.md). The cart itself stays keyed by the visitor id
 * header (0005); this cookie holds no id and no content, only "1", and goes only with
 * requests for /cart (its Path), never with catalogue reads, images or the data service.
 * Without it, /cart is rendered on the server as the empty cart, which a first visit's is.
 */
const cookieName = 'cartLines';
const cookiePath = '/cart';
const year = 365 * 24 * 60 * 60;

/** Browser: called with each cart summary the browser keeps (shared/src/store/cart-slice.ts). */
export function rememberCartLines(count: number): void {
  if (typeof document !== 'undefined')
    document.cookie = `${cookieName}=${count ? `1; Max-Age=${year}` : '; Max-Age=0'}; Path=${cookiePath}; SameSite=Lax`;
}

/** Server: what a page request's Cookie header says of the browser's cart. */
export function cartMayHaveLines(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim() === `${cookieName}=1`);
}
