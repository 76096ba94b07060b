import { useResource } from '@zomato/shared';
import { type ListStart } from '../data/catalog';

/** Loads a listing's whole list; `loadKey` names it (a new key loads again). */
export type LoadList<T> = (signal: AbortSignal) => Promise<T[]>;
/** Loads the first `count` items of the same list and its length (fetchListStart). */
export type LoadListStart<T> = (count: number, signal: AbortSignal) => Promise<ListStart<T>>;

export type ListingData<T> = (
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | {
      status: 'ready';
      items: readonly T[];
      /** The whole list's length (items may be its first part only). */
      count: number;
      /** False while only the first part is here: the listing rules wait for the rest. */
      complete: boolean;
    }
) & { retry: () => void };

const never = () => new Promise<never>(() => undefined);

/**
 * A listing's data (docs/data-service.md#large-catalogues). With `loadStart`, a server render
 * loads only the list's first `firstCount` items and its length (a small, quick read at any
 * size), and the browser loads the whole list after hydration, unless that first part was
 * all of it. Without, the whole list is loaded where the page renders, as any resource.
 */
export function useListingData<T>(
  load: LoadList<T>,
  loadKey: string,
  loadStart: LoadListStart<T> | undefined,
  firstCount: number,
): ListingData<T> {
  const first = useResource<ListStart<T>>(
    (signal) => (loadStart ? loadStart(firstCount, signal) : never()),
    [loadKey, 'start'],
    // The browser reads it from the server's page, and never loads it itself.
    { onServer: loadStart !== undefined, inBrowser: false },
  );
  const start = first.status === 'ready' ? first.data : undefined;
  const startIsAll = start !== undefined && start.items.length === start.total;
  const whole = useResource(load, [loadKey], { onServer: !loadStart, inBrowser: !startIsAll });
  const retry = whole.retry;

  if (whole.status === 'ready')
    return { status: 'ready', items: whole.data, count: whole.data.length, complete: true, retry };
  if (whole.status === 'error') return { status: 'error', error: whole.error, retry };
  if (start)
    return {
      status: 'ready',
      items: start.items,
      count: start.total ?? start.items.length,
      complete: startIsAll,
      retry,
    };
  // The server's read failed: its words are shown while the browser tries the whole list.
  if (first.status === 'error') return { status: 'error', error: first.error, retry };
  return { status: 'loading', retry };
}
