import { normaliseQuery } from './query';

/**
 * Highlighting of a result's name: used only by the results popup, so it travels in the
 * popup's chunk (dish-results), not in a page's first load.
 */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits a name into plain and matching parts (every occurrence) for highlighting. */
export function highlightParts(name: string, text: string): TextPart[] {
  const query = normaliseQuery(text).toLowerCase();
  if (query === '') return [{ text: name, match: false }];
  const starts = matchStarts(name, query);
  const parts: TextPart[] = [];
  let at = 0;
  for (const start of starts) {
    if (start > at) parts.push({ text: name.slice(at, start), match: false });
    parts.push({ text: name.slice(start, start + query.length), match: true });
    at = start + query.length;
  }
  if (at < name.length || parts.length === 0) parts.push({ text: name.slice(at), match: false });
  return parts;
}

/** Non-overlapping start offsets of `query` (already lower case) in `name`. */
function matchStarts(name: string, query: string): number[] {
  const lower = name.toLowerCase();
  // Lower-casing can change a string's length (e.g. 'İ'); then compare slice by slice so
  // the offsets stay those of the original name.
  const sameLength = lower.length === name.length;
  const starts: number[] = [];
  let from = 0;
  while (from <= name.length - query.length) {
    const found = sameLength ? lower.indexOf(query, from) : findSlice(name, query, from);
    if (found < 0) break;
    starts.push(found);
    from = found + query.length;
  }
  return starts;
}

function findSlice(name: string, query: string, from: number): number {
  for (let index = from; index <= name.length - query.length; index += 1) {
    if (name.slice(index, index + query.length).toLowerCase() === query) return index;
  }
  return -1;
}
