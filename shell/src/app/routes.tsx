import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths, remotePages, sectionKeys } from '@zomato/shared';
import { SiteLayout } from '../features/layout/site-layout';
import { LandingPage } from '../features/landing/landing-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteSection } from '../features/remotes/remote-section';
import { SearchDetailsPage } from '../features/search-details/search-details-page';
import { useRouteFocus } from '../features/focus/use-route-focus';

/** Section health for section teams: its own chunk, never on a visitor's page (docs/architecture.md#section-health). */
const StatusPage = lazy(() => import(/* webpackChunkName: "status" */ '../features/status/status-page'));
/** Not linked from the visitor navigation. */
export const statusPath = '/status';

/** The route table: which app owns which path (docs/product.md#routes; the paths: @zomato/shared). */
export function AppRoutes() {
  useRouteFocus();
  return (
    <Routes>
      <Route path={paths.home} element={<LandingPage />} />
      <Route element={<SiteLayout withTabs />}>
        {sectionKeys.map((section) => (
          <Route key={section} path={`${paths[section]}/*`} element={<RemoteSection remote={section} />} />
        ))}
      </Route>
      <Route element={<SiteLayout />}>
        <Route path={paths.searchDetails} element={<SearchDetailsPage />} />
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
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
