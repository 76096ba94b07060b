import { Outlet, type RouteObject } from 'react-router-dom';
import type { SectionModule } from '@zomato/shared';
import { SectionNotFound } from '../ui/section-not-found';

/**
 * A section of plain pages (checkout's, auth's): its routes under one pathless layout route `id`
 * that puts each page in the page's main landmark, and its not-found page there too.
 */
export function pagesInMain(
  id: string,
  pages: RouteObject[],
  notFound: { backTo: string; backLabel: string },
): SectionModule {
  return {
    routes: [
      {
        id,
        element: (
          <main>
            <Outlet />
          </main>
        ),
        children: pages,
      },
    ],
    notFound: (
      <main>
        <SectionNotFound {...notFound} />
      </main>
    ),
  };
}
