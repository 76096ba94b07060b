/**
 * The two search boxes (docs/product.md#search): the top bar's finds dishes by name, as the
 * original did; the landing page's finds what its placeholder promises, restaurants (Dinning
 * Out and Nightlife share one list), cuisines and dishes. What each box is called; what its
 * results popup says is the popup's (./popup-texts.ts, in its own chunk).
 */
export type SearchScope = 'dishes' | 'everything';

/** Each box's accessible name. */
export const boxLabels: Record<SearchScope, string> = {
  dishes: 'Search dishes',
  everything: 'Search restaurants, cuisines and dishes',
};

/** Each box's placeholder, as the product words it (odd spacing included: docs/product.md#routes). */
export const boxPlaceholders: Record<SearchScope, string> = {
  dishes: 'Search for your favourite dish',
  everything: 'Search for restaurant , cuisine or a dish ',
};
