/** The /search-details page's code: its route's `lazy`, and a result's intent before the press. */
export const loadSearchDetailsPage = () =>
  import(/* webpackChunkName: "search-details" */ './search-details-page');
