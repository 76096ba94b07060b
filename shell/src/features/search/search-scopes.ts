/**
 * The two search boxes (docs/product.md#search): the top bar's finds dishes by name, as the
 * original did; the landing page's finds what its placeholder promises, restaurants (Dinning
 * Out and Nightlife share one list), cuisines and dishes. What each is called and says.
 */
export type SearchScope = 'dishes' | 'everything';

export interface ScopeTexts {
  /** The box's accessible name. */
  boxLabel: string;
  /** The results list's accessible name. */
  listLabel: string;
  /** Whether the results show group headings. */
  grouped: boolean;
  /** What a screen reader hears: '{n} dishes found'. */
  found: (count: number) => string;
  loading: string;
  failed: string;
  empty: string;
}

export const scopeTexts: Record<SearchScope, ScopeTexts> = {
  dishes: {
    boxLabel: 'Search dishes',
    listLabel: 'Dishes',
    grouped: false,
    found: (count) => `${count} ${count === 1 ? 'dish' : 'dishes'} found`,
    loading: 'Loading dishes…',
    failed: 'The dishes could not be loaded.',
    empty: 'no dishes found',
  },
  everything: {
    boxLabel: 'Search restaurants, cuisines and dishes',
    listLabel: 'Search results',
    grouped: true,
    found: (count) => `${count} ${count === 1 ? 'result' : 'results'} found`,
    loading: 'Loading restaurants and dishes…',
    failed: 'The restaurants and dishes could not be loaded.',
    empty: 'no restaurants, cuisines or dishes found',
  },
};
