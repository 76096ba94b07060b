import type { SearchScope } from './search-scopes';

/** What a search box's results popup says (./search-scopes.ts names the boxes). */
export interface PopupTexts {
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

export const popupTexts: Record<SearchScope, PopupTexts> = {
  dishes: {
    listLabel: 'Dishes',
    grouped: false,
    found: (count) => `${count} ${count === 1 ? 'dish' : 'dishes'} found`,
    loading: 'Loading dishes…',
    failed: 'The dishes could not be loaded.',
    empty: 'no dishes found',
  },
  everything: {
    listLabel: 'Search results',
    grouped: true,
    found: (count) => `${count} ${count === 1 ? 'result' : 'results'} found`,
    loading: 'Loading restaurants and dishes…',
    failed: 'The restaurants and dishes could not be loaded.',
    empty: 'no restaurants, cuisines or dishes found',
  },
};
