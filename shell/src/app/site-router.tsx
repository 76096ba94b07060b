import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router-dom';
import { siteRoutes } from './routes';

/**
 * The browser's router over the site's routes, started from the server's `hydrationData` on a page
 * the server drew. The lazy route modules of the page at hand are loaded first, as React Router
 * asks for hydration: the page is then drawn (or hydrated) whole in its first pass, never a
 * fallback first. A module that fails to load is left to the router, which tries again and shows
 * the route's error element.
 */
export async function createSiteRouter(hydrationData?: HydrationState) {
  const matches = matchRoutes(siteRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy().catch(() => undefined);
      if (module) Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  return createBrowserRouter(siteRoutes, { hydrationData });
}
