import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { canonicalPagePath, paths, remotePages, sectionKeys } from '@zomato/shared';
import { SiteLayout } from '../features/layout/site-layout';
import { RemoteSection } from '../features/remotes/remote-section';
import { useRouteFocus } from '../features/focus/use-route-focus';

/**
 * Pages a section's first visit never shows are chunks of their own (the landing page with
 * its footer, not found). A server render waits for them; hydration keeps the server's markup
 * until the chunk is there. Loading, they show nothing: each is the whole routed content.
 */
const LandingPage = lazy(() =>
  import(/* webpackChunkName: "landing" */ '../features/landing/landing-page').then((page) => ({
    default: page.LandingPage,
  })),
);
const NotFoundPage = lazy(() =>
  import(/* webpackChunkName: "not-found" */ '../features/not-found/not-found-page').then((page) => ({
    default: page.NotFoundPage,
  })),
);

/** A dish picked in the search: never a section's first view. */
const SearchDetailsPage = lazy(() =>
  import(/* webpackChunkName: "search-details" */ '../features/search-details/search-details-page').then(
    (page) => ({ default: page.SearchDetailsPage }),
  ),
);

/** Both search boxes' results (their forms' GET /search): never a section's first view. */
const SearchPage = lazy(() =>
  import(/* webpackChunkName: "search-page" */ '../features/search-page/search-page').then((page) => ({
    default: page.SearchPage,
  })),
);

/** Section health for section teams: its own chunk, never on a visitor's page (docs/section-health.md#section-health). */
const StatusPage = lazy(() => import(/* webpackChunkName: "status" */ '../features/status/status-page'));
/** Not linked from the visitor navigation. */
export const statusPath = '/status';

/** The route table: which app owns which path (docs/product.md#routes; the paths: @zomato/shared). */
export function AppRoutes() {
  useRouteFocus();
  if (!useLowerCaseAddress()) return null;
  return (
    <Routes>
      <Route
        path={paths.home}
        element={
          <Suspense fallback={null}>
            <LandingPage />
          </Suspense>
        }
      />
      <Route element={<SiteLayout withTabs />}>
        {sectionKeys.map((section) => (
          <Route key={section} path={`${paths[section]}/*`} element={<RemoteSection remote={section} />} />
        ))}
      </Route>
      <Route element={<SiteLayout />}>
        <Route
          path={paths.searchDetails}
          element={
            <Suspense fallback={null}>
              <SearchDetailsPage />
            </Suspense>
          }
        />
        <Route
          path={paths.search}
          element={
            <Suspense fallback={null}>
              <SearchPage />
            </Suspense>
          }
        />
        <Route
          path={statusPath}
          element={
            <Suspense fallback={null}>
              <StatusPage />
            </Suspense>
          }
        />
        {remotePages.map(({ remote, path }) => (
          <Route key={path} path={path} element={<RemoteSection remote={remote} />} />
        ))}
        <Route
          path="*"
          element={
            <Suspense fallback={null}>
              <NotFoundPage />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}

/**
 * One address per page: the servers redirect another spelling before any page is drawn (308);
 * this covers an address the browser comes to without asking them (history, a link): it is
 * replaced by the lower-case one, and nothing is drawn for it meanwhile. False until then.
 */
function useLowerCaseAddress(): boolean {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const canonical = canonicalPagePath(pathname);
  useEffect(() => {
    if (canonical !== pathname) navigate({ pathname: canonical, search, hash }, { replace: true });
  }, [canonical, pathname, search, hash, navigate]);
  return canonical === pathname;
}
