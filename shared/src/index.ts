/**
 * The main entry of @zomato/shared, one of the four its package.json `exports` (no deep imports:
 * docs/architecture.md#conventions): what must be one per page. Every name here ships in every
 * first load (a shared module is never tree-shaken), so it names only what the apps and the
 * section UI use; shared's own tests import the rest from its files. The UI the sections show is @zomato/section-ui's, which each app
 * bundles (docs/decisions/0016-section-ui-per-remote.md).
 */
export * from './types/entities';
export * from './types/cities';
export * from './routing/paths';
export { canonicalPagePath } from './routing/page-path';
export * from './config/runtime-config';
// Not isHttpError: shared's own, like the visitor id's storage key and cookie text below.
export { setServerApiBase, dataServiceBase, http, imageUrl, imageSrcSet, describeError } from './api/http';
// The top bar's cart count; the cart calls themselves are @zomato/shared/cart's (./cart/).
export { readCartThrough, refreshCartCount, watchCartTabs, type QueuedCartReads } from './api/cart-count';
export { announceCartChange } from './api/cart-tabs';
export { useAppStore, type AppState } from './store/app-store';
export { cartTotal, type CartSummary } from './store/cart-slice';
export {
  visitorCookieName,
  visitorIdPattern,
  randomId,
  visitorIdFromCookie,
  getVisitorId,
  visitorIsNew,
  visitorHeader,
  isVisitorId,
} from './visitor/visitor-id';
export * from './federation/contract';
export {
  loadRemoteModule,
  registerSectionRemotes,
  remoteEntryUrl,
  type FederationRuntime,
} from './federation/remote-registry';
export * from './federation/remote-component';
export { RemoteErrorBoundary } from './federation/remote-error-boundary';
export { markLive } from './federation/live-mark';
export {
  onRemoteEvent,
  reportRemoteEvent,
  type RemoteEvent,
  type RemoteFailureReason,
  type RemoteLoadPhase,
} from './federation/remote-events';
// Types only: the rollout sections' checks are @zomato/shared/check-runtime-config's, not a first load's.
export type { Canary, OverrideRules, RolloutSettings } from './config/rollout-settings';
export * from './data/use-resource';
// Not isSsrError, serverEntry: shared's own (the shared module's names all ship: never tree-shaken).
export {
  SsrDataContext,
  useNotFoundStatus,
  type DrawnVersions,
  useHydrated,
  serverLoadContext,
  type ServerLoadContext,
  type SsrError,
  type SsrEntry,
  type SsrDataStore,
  type VisitorFacts,
  type RefusedForm,
} from './ssr/ssr-data';
export * from './ssr/server-remotes';
