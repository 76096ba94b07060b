import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RemoteKey } from '../config/runtime-config';

/**
 * Data loaded while the server renders a page, sent in <script id="ssr-data"> so the browser
 * does not load it again. One store per request, so no visitor's render reaches another.
 */
export interface SsrError {
  ssrError: true;
  /** describeError's text on the server, so the browser shows the same words. */
  message: string;
  /** The data service's HTTP status, when it answered. */
  status?: number;
}

export type SsrEntry = { status: 'ready'; data: unknown } | { status: 'error'; error: SsrError };

export interface SsrDataStore {
  /** Settled loads by key (the JSON of useResource's deps). */
  entries: Record<string, SsrEntry>;
  /** Server only: loads in flight. Its presence is what says "rendering on the server". */
  pending?: Map<string, Promise<void>>;
  /** Server only: told when the page rendered says 'not found' (the response is then a 404). */
  onNotFound?: () => void;
  /**
   * Server only: rejects when the render budget is spent. A load still waiting then fails
   * its Suspense boundary, which the browser renders (and loads for) itself.
   */
  deadline?: Promise<never>;
  /** Server only: told the page's name (usePageTitle), for the response's <title>. */
  onTitle?: (name: string) => void;
  /** Server only: what the request says of the visitor's browser (its cart hint cookie). */
  visitor?: VisitorFacts;
  /**
   * Browser only: true from the start of the page's hydration until its first commit. Read, not
   * subscribed to: what mounts during hydration knows it is drawing over the server's HTML.
   */
  hydrating?: boolean;
}

/** The entry (version) of each remote the server drew a page with. */
export type DrawnVersions = Partial<Record<RemoteKey, string>>;

/**
 * What a page request tells the server of the browser (docs/decisions/0010, 0013, 0022). A page
 * the same for every visitor depends on the cart's counts alone; the visitor's own pages (their cart, their
 * payment, a refused form) carry `visitorId` and are never kept.
 */
export interface VisitorFacts {
  /** The lines the browser's cart had when it last read it: 0 when empty, never used, or not told. */
  cartLines: number;
  /** Its items (the quantities added up), for the top bar's count: 0 likewise. */
  cartItems: number;
  /** The visitor's id (their cookie), on pages that show their cart or payment. */
  visitorId?: string;
  /** A form of this page the server refused: the page is drawn again with its message. */
  refused?: RefusedForm;
}

/** A posted form the server would not carry out: why, what was wrong with each field, what was sent. */
export interface RefusedForm {
  status: number;
  message: string;
  /** The form's `intent` field: which of the page's forms it was. */
  intent?: string;
  /** Field name → what is wrong with it. */
  problems?: Record<string, string>;
  /** The fields as sent (never a card's CVV), so nothing typed is lost. */
  fields?: Record<string, string>;
}

export const SsrDataContext = createContext<SsrDataStore | null>(null);

/**
 * What a route's loader or action is given on the server (the static handler's `requestContext`):
 * the render budget, after which a loader still waiting leaves its data to the browser, and for a
 * posted form the visitor whose cart it changes.
 */
export interface ServerLoadContext {
  deadline: Promise<never>;
  visitorId?: string;
}

/** The server's load context, from a loader's or action's `context`; undefined in the browser. */
export function serverLoadContext(context: unknown): ServerLoadContext | undefined {
  const given = context as Partial<ServerLoadContext> | null | undefined;
  const deadline = given?.deadline;
  if (!(deadline instanceof Promise)) return undefined;
  return typeof given?.visitorId === 'string' ? { deadline, visitorId: given.visitorId } : { deadline };
}

/** A page that says 'not found': rendered on the server, the response is then a 404. */
export function useNotFoundStatus() {
  useContext(SsrDataContext)?.onNotFound?.();
}

export function isSsrError(error: unknown): error is SsrError {
  return typeof error === 'object' && error !== null && (error as SsrError).ssrError === true;
}

/**
 * On the server: the entry for `key`, or the promise of its load, started here, for the
 * render to suspend on (`use`). A failure becomes an error entry: the page shows it with
 * Retry, as in the browser.
 */
export function serverEntry(
  store: SsrDataStore,
  pending: Map<string, Promise<void>>,
  key: string,
  load: (signal: AbortSignal) => Promise<unknown>,
  toError: (error: unknown) => SsrError,
): SsrEntry | Promise<void> {
  const settled = store.entries[key];
  if (settled) return settled;
  let loading = pending.get(key);
  if (!loading) {
    const settled = load(new AbortController().signal).then(
      (data) => {
        store.entries[key] = { status: 'ready', data };
      },
      (error: unknown) => {
        store.entries[key] = { status: 'error', error: toError(error) };
      },
    );
    loading = store.deadline ? Promise.race([settled, store.deadline]) : settled;
    pending.set(key, loading);
  }
  return loading;
}

const noSubscription = () => () => undefined;

/**
 * False on the server and during hydration, so what reads browser storage renders its server
 * version until then and hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
