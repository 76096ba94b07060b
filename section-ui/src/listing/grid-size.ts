/**
 * How many cards a grid draws at first (docs/data-service.md#large-catalogues): what a page's
 * first load needs of the grid rules, apart from the windowing (windowed-grid.tsx, a chunk).
 */

/** A list this long is drawn whole: windowing pays off beyond (about 1,000 DOM elements). */
export const wholeListCards = 48;

/** Whether a list of `count` cards is drawn whole (else windowed): the one rule for it. */
export const drawnWhole = (count: number) => count <= wholeListCards;

/**
 * How many cards the server renders, and the browser's first render too (they must agree
 * for hydration): a short list whole, else the first screen of a typical window (12 cards:
 * whole rows at every column count the grid has, 1 to 4).
 */
export const firstDrawnCards = (count: number) => (drawnWhole(count) ? count : 12);
