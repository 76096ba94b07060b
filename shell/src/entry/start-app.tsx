import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { RemoteKey, SsrDataStore } from '@zomato/shared';
import { routerStateIn } from '../app/router-state';
import { createSiteRouter } from '../app/site-router';
import { loadedSection, startSectionLoad } from '../features/remotes/section-load';
import { hydratePage } from './hydrate-page';

/**
 * Puts the app on the page: hydrates what the server rendered, or renders it
 * (the static shell page, or a tab whose QA override the server did not render). With
 * `renderInSlices` the first render is a transition, done in slices that leave the main
 * thread free: for a page that shows the wordmark until the app replaces it (index.html).
 * The landing page has no wordmark to show (landing.html): it renders at once, so its frame
 * paints without waiting for the parts still loading (such as the navigation bar).
 * `drawnSections`: the sections in the server's page, whose code starts loading as it hydrates.
 */
export async function startApp(
  container: HTMLElement,
  {
    hydrateFrom,
    drawnSections,
    renderInSlices,
  }: { hydrateFrom?: SsrDataStore; drawnSections: RemoteKey[]; renderInSlices: boolean },
) {
  if (hydrateFrom) {
    // The router starts with the routes of the sections the page shows, as it hydrates what the
    // server drew with them; their code was preloaded with the page's (docs/serving.md#first-paint-before-the-code).
    // A section whose code fails is left out: its boundary keeps the server's page, with a notice.
    await Promise.all(drawnSections.map(startSectionLoad));
    const sections = Object.fromEntries(drawnSections.map((remote) => [remote, loadedSection(remote)]));
    const router = await createSiteRouter(routerStateIn(hydrateFrom), sections);
    return hydratePage(container, hydrateFrom, router);
  }
  const router = await createSiteRouter();
  const root = createRoot(container);
  const renderApp = () =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  if (renderInSlices) startTransition(renderApp);
  else renderApp();
}

/** A broken config is rare: its page is a chunk of its own, not in every visit's JS. */
export async function showConfigError(container: HTMLElement, problem: { key: string; message: string }) {
  const { ConfigErrorPage } = await import(
    /* webpackChunkName: "config-error" */ '../features/config-error/config-error-page'
  );
  createRoot(container).render(<ConfigErrorPage problem={problem} />);
}
