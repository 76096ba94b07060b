import type { FoodItem, RemoteKey } from '@zomato/shared';

/**
 * What a search box lists, whichever lists it searched: options in groups, each leading to a
 * page. The top bar's box has one group (dishes); the landing page's has three
 * (docs/product.md#search).
 */
export interface SearchOption {
  /** Unique among the results: the list and the id ('restaurants/4'). */
  key: string;
  name: string;
  imgUrl: string;
  /** What tells it apart from another of the same name, shown after it. */
  kind?: string;
  place?: string;
  price?: string;
  variety?: string;
  /** Where the typed text was found: there it is highlighted. */
  matchedIn: 'name' | 'variety';
  /** The page it opens. */
  to: string;
  /** The section that page belongs to; none for the shell's own (a dish's /search-details). */
  remote?: RemoteKey;
  /** The item whole, when the list holds all of it: its page draws from it at once. */
  listed?: FoodItem;
}

export interface SearchGroup {
  /** The group's heading ('Restaurants'). */
  label: string;
  options: SearchOption[];
}

export interface SearchResults {
  /** Only groups with options, in the order shown. */
  groups: SearchGroup[];
  /** Every match, including those beyond the shown ones. */
  total: number;
}

export const noResults: SearchResults = { groups: [], total: 0 };

/** The options in the order shown (the arrow keys move through them across groups). */
export const optionsOf = (results: SearchResults) => results.groups.flatMap((group) => group.options);
