/**
 * Typing on narrows a search instead of starting it again (docs/data-service.md#large-catalogues):
 * whatever holds a query holds any part of it, so a query that contains the last one can only
 * match among the last one's matches. A list's index keeps them (`last`).
 */
export interface Narrowing {
  last?: { query: string; positions: readonly number[] };
}

/**
 * The positions, 0 to `size` - 1 in order, for which `matches` holds for `query`: among the
 * last query's matches when `query` contains it, else among all. Kept in `index` for the next.
 */
export function matchingPositions(
  index: Narrowing,
  size: number,
  query: string,
  matches: (position: number) => boolean,
): readonly number[] {
  const { last } = index;
  const positions: number[] = [];
  if (last && query.includes(last.query)) {
    for (const position of last.positions) if (matches(position)) positions.push(position);
  } else {
    for (let position = 0; position < size; position += 1) if (matches(position)) positions.push(position);
  }
  index.last = { query, positions };
  return positions;
}
