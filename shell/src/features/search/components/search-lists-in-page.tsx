import { Suspense } from 'react';
import { useResource } from '@zomato/shared';
import { searchListsKey, type LoadLists } from '../hooks/use-search-lists';
import type { SearchScope } from '../search-scopes';

/**
 * A search box's lists, loaded by the server as it draws the page and sent with its data, so the
 * box searches as soon as it is live and a first visit calls nothing for them (ADR 0021). In a
 * boundary of its own: the page is never held for them, and lists the render budget leaves out
 * are loaded by the box in the browser, as on a page the browser draws. Draws nothing.
 */
export function SearchListsInPage({ scope, load }: { scope: SearchScope; load: LoadLists }) {
  return (
    <Suspense fallback={null}>
      <LoadedByTheServer scope={scope} load={load} />
    </Suspense>
  );
}

function LoadedByTheServer({ scope, load }: { scope: SearchScope; load: LoadLists }) {
  useResource(() => load(), searchListsKey(scope), { inBrowser: false });
  return null;
}
