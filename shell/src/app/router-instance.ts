import type { Location, RouteObject } from 'react-router-dom';

/** What the page's router offers the parts that cannot reach it through React (a suspended render). */
interface SiteRouter {
  patchRoutes: (routeId: string, children: RouteObject[]) => void;
  navigate: (
    to: string,
    options: { replace: true; state: unknown; preventScrollReset: true },
  ) => Promise<void>;
}

let router: SiteRouter | undefined;
const given = new Set<string>();

/**
 * True the first time for a section's boundary route id, when its routes are to be given to the
 * router (at its creation, on a navigation, or by `rematchWith`); false after: each is given once.
 */
export function firstGiving(routeId: string): boolean {
  if (given.has(routeId)) return false;
  given.add(routeId);
  return true;
}

/** Set once, by the browser's router (./site-router.tsx). */
export function setSiteRouter(created: SiteRouter) {
  router = created;
}

/**
 * Gives the router a section's routes, which loaded after the page at `location` was drawn
 * without them, and matches that page again: once per section (false when done before, or when
 * there is no router).
 */
export function rematchWith(routeId: string, routes: RouteObject[], location: Location): boolean {
  if (!router || !firstGiving(routeId)) return false;
  router.patchRoutes(routeId, routes);
  const { pathname, search, hash, state } = location;
  void router.navigate(`${pathname}${search}${hash}`, { replace: true, state, preventScrollReset: true });
  return true;
}
