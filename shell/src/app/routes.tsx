import { useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { canonicalPagePath, paths, remotePages, sectionKeys } from '@zomato/shared';
import { SiteLayout } from '../features/layout/site-layout';
import { RemoteSection } from '../features/remotes/remote-section';
import { useRouteFocus } from '../features/focus/use-route-focus';
import {
  LandingPage,
  NotFoundPage,
  SearchDetailsPage,
  SearchPage,
  StatusPage,
  statusPath,
} from './shell-pages';

/** The route table: which app owns which path (docs/product.md#routes; the paths: @zomato/shared). */
export function AppRoutes() {
  useRouteFocus();
  if (!useLowerCaseAddress()) return null;
  return (
    <Routes>
      <Route path={paths.home} element={<LandingPage.Page />} />
      <Route element={<SiteLayout withTabs />}>
        {sectionKeys.map((section) => (
          <Route key={section} path={`${paths[section]}/*`} element={<RemoteSection remote={section} />} />
        ))}
      </Route>
      <Route element={<SiteLayout />}>
        <Route path={paths.searchDetails} element={<SearchDetailsPage.Page />} />
        <Route path={paths.search} element={<SearchPage.Page />} />
        <Route path={statusPath} element={<StatusPage.Page />} />
        {remotePages.map(({ remote, path }) => (
          <Route key={path} path={path} element={<RemoteSection remote={remote} />} />
        ))}
        <Route path="*" element={<NotFoundPage.Page />} />
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
