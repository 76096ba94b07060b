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
const rematched = new Set<string>();

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
  if (!router || rematched.has(routeId)) return false;
  rematched.add(routeId);
  router.patchRoutes(routeId, routes);
  const { pathname, search, hash, state } = location;
  void router.navigate(`${pathname}${search}${hash}`, { replace: true, state, preventScrollReset: true });
  return true;
}
