import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router-dom';
import type { RemoteKey } from '@zomato/shared';
import { loadedSection } from '../features/remotes/section-load';
import { siteRoutesWith } from './routes';
import { firstGiving, setSiteRouter } from './router-instance';
import { remoteOfRoute, sectionRouteId } from './section-route-id';
import type { SectionModules } from './section-routes';

/**
 * The browser's router over the site's routes, started from the server's `hydrationData` on a page
 * the server drew, with the routes of `sections` (the sections the page shows, loaded before it
 * hydrates). The lazy route modules of the page at hand are loaded first, as React Router
 * asks for hydration: the page is then drawn (or hydrated) whole in its first pass, never a
 * fallback first. A module that fails to load is left to the router, which tries again and shows
 * the route's error element. Another section's routes join the router on the first navigation to
 * it whose code has loaded (before that, its boundary shows the spinner: ./section-routes.tsx).
 */
export async function createSiteRouter(hydrationData?: HydrationState, sections: SectionModules = {}) {
  const routes = siteRoutesWith(sections);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy().catch(() => undefined);
      if (module) Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  // A section left out (its code failed) is given later, by its boundary's Retry.
  for (const [remote, module] of Object.entries(sections))
    if (module) firstGiving(sectionRouteId(remote as RemoteKey));
  const router = createBrowserRouter(routes, {
    hydrationData,
    patchRoutesOnNavigation({ matches: partial, patch }) {
      for (const { route } of partial) {
        const remote = remoteOfRoute(route.id);
        const module = remote && loadedSection(remote);
        // Once each: a navigation with params asks again.
        if (remote && module && firstGiving(sectionRouteId(remote)))
          patch(sectionRouteId(remote), module.routes);
      }
    },
  });
  setSiteRouter(router);
  // A route whose data the page lacks (a section the browser draws) is loaded now, before the
  // first render: the browser's loaders answer at once (their data follows as promises).
  if (!router.state.initialized)
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.initialized) {
          stop();
          resolve();
        }
      });
    });
  return router;
}
