import { use, useCallback, useContext, useEffect, useState } from 'react';
import { describeError } from '../api/http';
import {
  isSsrError,
  serverEntry,
  SsrDataContext,
  useHydrated,
  type SsrEntry,
  type SsrError,
} from '../ssr/ssr-data';

export type Resource<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

type Settled<T> = { key: string; result: Resource<T> };

/**
 * Loads data when a page appears (docs/product.md#data-service-calls) and again on `retry`. The
 * signal aborts when `deps` change or the page goes, so a late answer never overwrites a newer one.
 * On a server-rendered page the browser starts from what the server loaded.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly (string | number)[],
  {
    onServer: serverLoads = true,
    inBrowser: browserLoads = true,
    changes = false,
    placeholder,
  }: {
    /** `onServer: false`: not part of the page's content, loaded in the browser only. */
    onServer?: boolean;
    /** `inBrowser: false`: the browser only reads what the server loaded (else 'loading'). */
    inBrowser?: boolean;
    /**
     * `changes: true`: data the visitor changes as they go (their cart). The page's answer is the
     * hydrating render's only; a view mounted later in the visit reads it again.
     */
    changes?: boolean;
    /**
     * What to show at once while the browser loads (an item its listing already holds): the
     * load still runs, and its answer replaces it.
     */
    placeholder?: T;
  } = {},
) {
  const ssr = useContext(SsrDataContext);
  // False while this component hydrates the server's HTML (however late its part hydrates).
  const hydrated = useHydrated();
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([...deps, attempt]);
  const dataKey = JSON.stringify(deps);
  const [settled, setSettled] = useState<Settled<T> | undefined>(() => {
    const fromPage = !ssr?.pending && (!changes || !hydrated);
    const entry = fromPage ? ssr?.entries[dataKey] : undefined;
    return entry && { key, result: fromEntry<T>(entry) };
  });
  let onServer =
    ssr?.pending && serverLoads ? serverEntry(ssr, ssr.pending, dataKey, load, toSsrError) : undefined;
  if (onServer instanceof Promise) {
    // Suspends the server render until the load settles (it then renders again).
    use(onServer);
    onServer = ssr?.entries[dataKey];
  }

  useEffect(() => {
    // The server's answer for these deps is already here (first render of a server page).
    if (settled?.key === key || !browserLoads) return undefined;
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
  }, [key, browserLoads]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: Resource<T> = onServer
    ? fromEntry<T>(onServer)
    : settled?.key === key
      ? settled.result
      : placeholder !== undefined
        ? { status: 'ready', data: placeholder }
        : { status: 'loading' };
  return { ...state, retry } as Resource<T> & { retry: () => void };
}

function fromEntry<T>(entry: SsrEntry): Resource<T> {
  return entry.status === 'ready'
    ? { status: 'ready', data: entry.data as T }
    : { status: 'error', error: entry.error };
}

/** A failed load as the server hands it to the page: its message and HTTP status. */
export function toSsrError(error: unknown): SsrError {
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  return { ssrError: true, message: describeError(error), ...(status ? { status } : {}) };
}

/** True for an HTTP 404 from the data service (an unknown id). */
export function isNotFound(error: unknown): boolean {
  if (isSsrError(error)) return error.status === 404;
  return (
    typeof error === 'object' &&
    error !== null &&
    'response' in error &&
    (error as { response?: { status?: number } }).response?.status === 404
  );
}
