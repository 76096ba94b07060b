/**
 * A rating as every page shows it, cards and details alike: one decimal ('4.0', never '4').
 * The number a screen reader hears; `formatRating` adds the star that the eye reads.
 */
export const ratingValue = (rating: number) => rating.toFixed(1);

/** '4.0 ★' on listing cards and detail pages (one format, one helper). */
export const formatRating = (rating: number) => `${ratingValue(rating)} ★`;
