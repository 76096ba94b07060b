import './ui/global.css';
/**
 * The one public entry of @zomato/shared (docs/architecture.md#conventions: no deep imports):
 * what must be one per page. The UI the sections show is @zomato/section-ui's, which each app
 * bundles (docs/decisions/0016-section-ui-per-remote.md).
 */
export * from './types/entities';
export * from './types/cities';
export * from './routing/paths';
export { canonicalPagePath } from './routing/page-path';
export * from './routing/section-routes';
// A listing's choices in its address, one rule per page for the top bar and every section.
export * from './listing/listing-query';
export * from './listing/use-listing-query';
export * from './config/runtime-config';
export * from './api/http';
export * from './api/catalog';
export * from './api/cart';
export { useAppStore, selectCart, selectCity, selectSetCity, type AppState } from './store/app-store';
export { cartTotal, type CartSummary } from './store/cart-slice';
export * from './visitor/visitor-id';
export * from './visitor/user-details';
export * from './federation/contract';
export * from './federation/remote-registry';
export * from './federation/remote-component';
export type { LoadTrouble } from './federation/kept-server-html';
export * from './federation/remote-events';
// Types only: the rollout sections' checks are @zomato/shared/check-runtime-config's, not a first load's.
export type { Canary, OverrideRules, RolloutSettings } from './config/rollout-settings';
export { startRollout, prepareRemote, type Rollout } from './federation/rollout/rollout-runtime';
export type { OverrideState } from './federation/rollout/remote-overrides';
export { versionOfEntry } from './federation/remote-version';
export * from './data/use-resource';
export { focusPageHeading } from './ui/page-heading-focus';
export * from './ui/page-title';
// Not isSsrError, serverEntry: shared's own (the shared module's names all ship: never tree-shaken).
export {
  SsrDataContext,
  useNotFoundStatus,
  readSsrData,
  readDrawnVersions,
  type DrawnVersions,
  useHydrated,
  type SsrError,
  type SsrEntry,
  type SsrDataStore,
  type VisitorFacts,
} from './ssr/ssr-data';
export { useKnownCartCount, useServerCartCount } from './ssr/known-cart-count';
export {
  addedToCartAnswer,
  addedToCartOf,
  earlyAnswerHeader,
  useAddedBeforeLive,
  useServerCartRead,
} from './ssr/added-to-cart';
export * from './ssr/server-remotes';
