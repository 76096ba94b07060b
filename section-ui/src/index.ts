/**
 * The one public entry of @zomato/section-ui: the listing, detail, section and UI parts that
 * each app bundles into its own build (docs/decisions/0016-section-ui-per-remote.md). Not a
 * federation shared module: what a remote shows ships with that remote. What must be one per
 * page (store, runtime config, SSR data, federation) is @zomato/shared's, imported from there.
 */
// The data service's lists and items, through shared's one client.
export * from './data/catalog';
export * from './visitor/user-details';
export * from './ui/page-title';
export { focusPageHeading } from './ui/page-heading-focus';
// Each section's routes as absolute paths from `paths`, the same in the shell and standalone.
// The visitor's own pages: their forms' press keys and refusals, their cart as the server read it.
export { usePressKey, useRefusedForm, useServerVisitorId } from './forms/visitor-page';
export { useKnownCartCount, useServerCartCount } from './cart/known-cart-count';
export * from './cart/visitor-cart';
export * from './format/price';
export * from './format/rating';
export * from './ui/states';
export * from './ui/decorative-image';
export * from './ui/section-not-found';
export * from './ui/collections/collections-block';
export type { StandaloneLink } from './ui/standalone-link';
export { renderStandalone } from './ui/render-standalone';
export * from './listing/city-select';
// A listing's choices in its address: one rule for the top bar and every section.
export * from './listing/use-listing-query';
export { listingParams, type ListingSort, type PriceSort, type RatingSort } from './listing/listing-query';
export * from './listing/listing-page';
export * from './detail/lazy-detail';
// A link to a detail carries its item and starts the detail's code on intent (cards, search results).
export { listedState } from './detail/listed-item';
export { detailIntended } from './detail/open-detail-early';
export { loadItemAhead } from './detail/item-ahead';
export { itemLoader, type ItemData, type ItemAnswer, type ItemOfParams } from './detail/item-loader';
export { addToCartAction } from './detail/add-to-cart-action';
export { SectionNotFoundPage } from './detail/section-not-found-page';
export * from './sections/pages-in-main';
export * from './sections/restaurant-section';
export { useTypedBeforeLive } from './forms/use-typed-before-live';
export { formFields } from './forms/form-fields';
export { useSentBeforeLive } from './forms/use-sent-before-live';
