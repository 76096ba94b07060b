/**
 * `@zomato/shared/cart`, the second entry of @zomato/shared and a federation singleton of its
 * own (tools/webpack/shared-deps.cjs): the cart calls and their queue, and the payment. Only the parts that change the cart load it (a detail's ADD TO CART, the
 * cart and payment pages), so a first visit elsewhere does not carry it: the top bar's count
 * is read by the main entry's `refreshCartCount` (../api/cart-count.ts), which hands its reads
 * to this queue once it is loaded. It reaches the page's one store, client and tab channel
 * through `@zomato/shared`, never a copy of its own.
 */
export * from './cart-calls';
// The version rules the server's calls for one visitor share (@zomato/section-ui's visitor-cart.ts).
export { conflictLine, ifMatch, isStatus, type VersionedLine } from '../api/cart-versions';
