import type { ComponentType } from 'react';
import { useRoutes } from 'react-router-dom';
import type { SectionModule } from '@zomato/shared';

/**
 * A section's routes module as one component, for a test's memory router: its routes, and its
 * not-found page at any other path (as the shell's router draws them).
 */
export function sectionApp({ routes, notFound }: SectionModule): ComponentType {
  return function SectionApp() {
    return useRoutes([...routes, { path: '*', element: notFound }]);
  };
}
