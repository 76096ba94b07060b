import type { RouteObject } from 'react-router-dom';
import type { RemoteKey, SectionModule } from '@zomato/shared';
import { SectionBoundary, SectionRest } from '../features/remotes/section-boundary';
import { sectionRouteId } from './section-route-id';

/** The sections' routes modules at hand (loaded), by remote. */
export type SectionModules = Partial<Record<RemoteKey, SectionModule>>;

/**
 * A section in the site's routes: its boundary route (../features/remotes/section-boundary.tsx)
 * over the section's rest at each of `patterns` (drawn while the router lacks the section's
 * routes, and at a path of the section none of them has), and the section's own routes from
 * `sections` once they have loaded. The router asks for the others on a navigation to them
 * (`patchRoutesOnNavigation`, ./site-router.tsx): a match of a rest has a splat, which makes it ask.
 */
export function sectionRoute(
  remote: RemoteKey,
  patterns: readonly string[],
  sections: SectionModules,
): RouteObject {
  return {
    id: sectionRouteId(remote),
    // Keyed: one section's boundary state (its attempts, a kept page) never carries over to another.
    element: <SectionBoundary key={remote} remote={remote} />,
    // The section's own first: where one has a rest's path (/cart), the first listed wins.
    children: [
      ...(sections[remote]?.routes ?? []),
      ...patterns.map((path) => ({
        id: `${remote}:rest:${path}`,
        path,
        element: <SectionRest remote={remote} />,
      })),
    ],
  };
}
