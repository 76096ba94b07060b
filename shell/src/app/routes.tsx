// The page's colour tokens and global classes, first of its stylesheets.
import '@zomato/section-ui/global.css';
import { useEffect, type ComponentType } from 'react';
import { Outlet, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { canonicalPagePath, paths, remotePages, sectionKeys } from '@zomato/shared';
import { itemLoader } from '@zomato/section-ui';
import { SiteLayout } from '../features/layout/site-layout';
import { SectionFallback } from '../features/remotes/section-states';
import { sectionRoute, type SectionModules } from './section-routes';
import { useRouteFocus } from '../features/focus/use-route-focus';
import { loadSearchDetailsPage } from '../features/search-details/load-search-details-page';

/** Not linked from the visitor navigation: section health for section teams (docs/section-health.md). */
export const statusPath = '/status';

/**
 * The site's route table, as React Router data routes: which app owns which path
 * (docs/product.md#routes; the paths: @zomato/shared). The shell's own pages are `lazy` route
 * modules, each a chunk of its own that the router loads with the navigation (and the server, and
 * the browser before hydrating, for the page drawn: ./site-router.tsx); a section's path is its
 * remote's.
 */
/** A page whose code did not load (offline, a failed deploy): said, with Retry, inside the top bar. */
const pageNotLoaded = <SectionFallback name="This page" onRetry={() => location.reload()} />;
const PageNotLoaded = () => pageNotLoaded;

/**
 * A shell page as a lazy route module, with its error element. A module that does not load gives
 * the page that says so rather than a rejection: React Router (7.18) keeps a rejected `lazy` on its
 * route and then draws nothing for it, its error element included, so the page was left empty.
 */
const lazyPage = (load: () => Promise<ComponentType | Pick<RouteObject, 'Component' | 'action'>>) => ({
  errorElement: pageNotLoaded,
  lazy: () =>
    load().then(
      (page) => (typeof page === 'function' ? { Component: page } : page),
      () => ({ Component: PageNotLoaded }),
    ),
});

/** The remotes that draw pages of their own without a tab (checkout, auth), each with those pages. */
const pageRemotes = [...new Set(remotePages.map((page) => page.remote))].map(
  (remote) =>
    [remote, remotePages.filter((page) => page.remote === remote).map((page) => page.path)] as const,
);

/**
 * The site's route table, as React Router data routes: which app owns which path
 * (docs/product.md#routes; the paths: @zomato/shared). The shell's own pages are `lazy` route
 * modules, each a chunk of its own, that the router loads with the navigation (and the server, and
 * the browser before hydrating, for the page drawn: ./site-router.tsx). A section's paths are its
 * remote's: its own routes, from `sections` where they have loaded (./section-routes.tsx).
 */
export const siteRoutesWith = (sections: SectionModules): RouteObject[] => [
  {
    element: <SiteRoot />,
    errorElement: pageNotLoaded,
    children: [
      {
        path: paths.home,
        ...lazyPage(() =>
          import(/* webpackChunkName: "landing" */ '../features/landing/landing-page').then(
            (page) => page.LandingPage,
          ),
        ),
      },
      {
        element: <SiteLayout withTabs />,
        children: sectionKeys.map((section) => sectionRoute(section, [`${paths[section]}/*`], sections)),
      },
      {
        element: <SiteLayout />,
        children: [
          {
            // A dish picked in the search.
            id: 'search-details',
            path: paths.searchDetails,
            loader: itemLoader(({ id }) => ({ source: 'global', id })),
            // Its ADD TO CART's action comes with its code, which the press needs anyway.
            ...lazyPage(() =>
              loadSearchDetailsPage().then((page) => ({
                Component: page.SearchDetailsPage,
                action: page.action,
              })),
            ),
          },
          {
            // Both search boxes' results (their forms' GET /search).
            path: paths.search,
            ...lazyPage(() =>
              import(/* webpackChunkName: "search-page" */ '../features/search-page/search-page').then(
                (page) => page.SearchPage,
              ),
            ),
          },
          {
            path: statusPath,
            ...lazyPage(() =>
              import(/* webpackChunkName: "status" */ '../features/status/status-page').then(
                (page) => page.default,
              ),
            ),
          },
          ...pageRemotes.map(([remote, pages]) =>
            sectionRoute(
              remote,
              pages.map((page) => `${page}/*`),
              sections,
            ),
          ),
          {
            path: '*',
            ...lazyPage(() =>
              import(/* webpackChunkName: "not-found" */ '../features/not-found/not-found-page').then(
                (page) => page.NotFoundPage,
              ),
            ),
          },
        ],
      },
    ],
  },
];

/** What every page has: focus to the new page's heading, one address per page. */
function SiteRoot() {
  useRouteFocus();
  return useLowerCaseAddress() ? <Outlet /> : null;
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
    if (canonical !== pathname) void navigate({ pathname: canonical, search, hash }, { replace: true });
  }, [canonical, pathname, search, hash, navigate]);
  return canonical === pathname;
}
