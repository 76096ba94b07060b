import { useContext, useState } from 'react';
import { randomId, SsrDataContext, useHydrated, type RefusedForm, type SsrDataStore } from '@zomato/shared';

/** The page data entry that carries a refused form from the server's render to its hydration. */
const refusedKey = 'refused-form';

/**
 * The form of this page the server refused (a POST answered with the page and a message, as React
 * Router's `useActionData`): on the server, the request's; while hydrating, the page data's; kept
 * for the life of the component that read it. Undefined in a page the browser drew itself.
 */
export function useRefusedForm(intent?: string): RefusedForm | undefined {
  const ssr = useContext(SsrDataContext);
  const hydrated = useHydrated();
  const [refused] = useState(() => (ssr && !hydrated ? refusedIn(ssr) : undefined));
  return refused && (intent === undefined || refused.intent === intent) ? refused : undefined;
}

function pressKeyIn(store: SsrDataStore, entryKey: string, hydrated: boolean): string {
  if (store.pending) {
    store.entries[entryKey] = { status: 'ready', data: pressKeyMark };
    return pressKeyMark;
  }
  const entry = hydrated ? undefined : store.entries[entryKey];
  return entry?.status === 'ready' && typeof entry.data === 'string' ? entry.data : randomId();
}

function refusedIn(store: SsrDataStore): RefusedForm | undefined {
  if (store.pending) {
    const refused = store.visitor?.refused;
    if (refused) store.entries[refusedKey] = { status: 'ready', data: refused };
    return refused;
  }
  const entry = store.entries[refusedKey];
  return entry?.status === 'ready' ? (entry.data as RefusedForm) : undefined;
}

/** Server: the id of the visitor a page is drawn for, on the pages that show their own data. */
export function useServerVisitorId(): string | undefined {
  const ssr = useContext(SsrDataContext);
  return ssr?.pending ? ssr.visitor?.visitorId : undefined;
}

/**
 * What the server writes in place of a form's press key: the page server puts a fresh key there
 * in every answer (server-rendering/page-renderer.mjs), so a page kept for many visitors still
 * gives each page load its own, and hydration reads the same key back from the page.
 */
export const pressKeyMark = 'press-key-to-be-filled';

/**
 * The key a form's press is sent with (an Idempotency-Key): the same press sent twice (a double
 * submit, a reload after POST) is carried out once. Drawn on the server, the page's; in the browser,
 * a new one for each `renew`.
 */
export function usePressKey(name: string): [string, () => void] {
  const ssr = useContext(SsrDataContext);
  const hydrated = useHydrated();
  const entryKey = `press-key:${name}`;
  const [key, setKey] = useState(() => (ssr ? pressKeyIn(ssr, entryKey, hydrated) : randomId()));
  return [key, () => setKey(randomId())];
}
