import { useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

type Settled<T> = { key: string; result: Resource<T> };

/**
 * Loads data when a page appears (SPEC section 7) and again on `retry`. `deps` are the
 * plain values the call depends on (ids, sources); while the answer for the current ones
 * has not arrived the status is 'loading'. The call's AbortSignal fires when they change
 * or the page goes away, so a late answer never overwrites a newer one.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly (string | number)[],
) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | undefined>();
  const key = JSON.stringify([...deps, attempt]);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, result: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, result: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` is rebuilt every render; `key` says when the call really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: Resource<T> = settled?.key === key ? settled.result : { status: 'loading' };
  return { ...state, retry } as Resource<T> & { retry: () => void };
}

/** True for an HTTP 404 from the data service (an unknown id). */
export function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'response' in error &&
    (error as { response?: { status?: number } }).response?.status === 404
  );
}
