import './ui/global.css';
/** The one public entry of @zomato/shared (DESIGN section 7: no deep imports). */
export * from './types/entities';
export * from './routing/paths';
export * from './routing/section-routes';
export * from './config/runtime-config';
export * from './api/http';
export * from './api/catalog';
export * from './api/cart';
export * from './store/app-store';
export { cartTotal, type CartSummary } from './store/cart-slice';
export * from './listing/options';
export * from './format/price';
export * from './visitor/visitor-id';
export * from './ui/standalone';
export * from './ui/section-not-found';
export * from './federation/remote-registry';
export * from './federation/remote-component';
