import { lazy, Suspense, useState, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { paths } from '@zomato/shared';

/**
 * A page of the shell's own in a chunk of its own. When it is the page the server drew, its chunk
 * is loaded before hydration (as a router's lazy route is), so it hydrates in the same pass as
 * the rest and the page is live as a whole; otherwise it loads when opened, showing nothing meanwhile.
 */
function lazyPage(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(() => load().then((Page) => ({ default: Page })));
  function ShellPage() {
    // Chosen once per mount: a chunk arriving later never swaps the component (a remount).
    const [Page] = useState(() => loaded ?? Lazy);
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  }
  const preload = () =>
    load().then((Page) => {
      loaded = Page;
    });
  return { Page: ShellPage, preload };
}

/** The landing page with its footer: never a section's first visit. */
export const LandingPage = lazyPage(() =>
  import(/* webpackChunkName: "landing" */ '../features/landing/landing-page').then(
    (page) => page.LandingPage,
  ),
);
export const NotFoundPage = lazyPage(() =>
  import(/* webpackChunkName: "not-found" */ '../features/not-found/not-found-page').then(
    (page) => page.NotFoundPage,
  ),
);
/** A dish picked in the search. */
export const SearchDetailsPage = lazyPage(() =>
  import(/* webpackChunkName: "search-details" */ '../features/search-details/search-details-page').then(
    (page) => page.SearchDetailsPage,
  ),
);
/** Both search boxes' results (their forms' GET /search). */
export const SearchPage = lazyPage(() =>
  import(/* webpackChunkName: "search-page" */ '../features/search-page/search-page').then(
    (page) => page.SearchPage,
  ),
);
/** Section health for section teams (docs/section-health.md#section-health). */
export const StatusPage = lazyPage(() =>
  import(/* webpackChunkName: "status" */ '../features/status/status-page').then((page) => page.default),
);
/** Not linked from the visitor navigation. */
export const statusPath = '/status';

const atPath = [
  [paths.home, LandingPage],
  [paths.searchDetails, SearchDetailsPage],
  [paths.search, SearchPage],
  [statusPath, StatusPage],
] as const;

/** Loads the shell's own page at `pathname`, if it is one; a failed chunk is left to the page's own load. */
export async function preloadShellPage(pathname: string): Promise<void> {
  const found = atPath.find(([path]) => matchPath(path, pathname));
  await found?.[1].preload().catch(() => undefined);
}
