import { paths } from '@zomato/shared';
import { normaliseQuery } from './query';
import type { SearchScope } from './search-scopes';

/**
 * The results page's address, what both search boxes' forms send (GET /search): `q` the typed
 * text, `scope=everything` from the landing page's box; none means the top bar's dishes.
 */
export const searchFields = { text: 'q', scope: 'scope' } as const;

/** Longer than any dish or restaurant name: such a text is a paste gone wrong, said so. */
export const maxQueryLength = 100;

export interface SearchRequest {
  scope: SearchScope;
  /** The text, trimmed. */
  query: string;
  /** Why there is nothing to search for: the page says so instead of results. */
  problem?: 'empty' | 'too-long';
}

/** The address of the results for `text` in `scope`. */
export function searchAddress(scope: SearchScope, text: string): string {
  const fields = new URLSearchParams({ [searchFields.text]: text });
  if (scope === 'everything') fields.set(searchFields.scope, scope);
  return `${paths.search}?${fields.toString()}`;
}

/** What an address asks for; an unknown scope is the top bar's (odd query strings are ignored). */
export function readSearchRequest(search: string): SearchRequest {
  const fields = new URLSearchParams(search);
  const scope: SearchScope = fields.get(searchFields.scope) === 'everything' ? 'everything' : 'dishes';
  const query = normaliseQuery(fields.get(searchFields.text) ?? '');
  if (query === '') return { scope, query, problem: 'empty' };
  if (query.length > maxQueryLength) return { scope, query, problem: 'too-long' };
  return { scope, query };
}
