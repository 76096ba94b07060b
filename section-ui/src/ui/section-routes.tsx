import { matchPath, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface SectionRoute {
  /** An absolute pattern from `paths`, e.g. '/delivery/:category/:id'. */
  path: string;
  render: (params: RouteParams) => ReactNode;
}

/**
 * Matches absolute paths, whatever prefix the host mounted the remote under, so a remote
 * owning several top-level paths (checkout: /cart, /payment…) renders the same in the
 * shell and standalone. The first matching route wins; `notFound` renders otherwise.
 */
export function SectionRoutes({
  routes,
  notFound,
}: {
  routes: readonly SectionRoute[];
  notFound: ReactNode;
}) {
  const { pathname } = useLocation();
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return <>{route.render(match.params)}</>;
  }
  return <>{notFound}</>;
}
