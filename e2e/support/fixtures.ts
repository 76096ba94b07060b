import { test as base, expect, type Page } from '@playwright/test';

export const siteUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright with the global setup');
  return url;
};

export const standaloneUrl = (remote: 'DELIVERY' | 'DINING' | 'NIGHTLIFE' | 'CHECKOUT' | 'AUTH') => {
  const url = process.env[`E2E_STANDALONE_${remote}_URL`];
  if (!url) throw new Error(`E2E_STANDALONE_${remote}_URL is not set`);
  return url;
};

/**
 * `page` starts at the merged site; `pageErrors` (uncaught errors) and `consoleErrors` (those and
 * console errors) let a spec assert that a journey ran clean. `goto` waits for nothing a visitor
 * would not: a server-rendered page is acted on as soon as its control shows.
 */
export const test = base.extend<{ pageErrors: string[]; consoleErrors: string[] }>({
  baseURL: async ({}, use) => use(siteUrl()),
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  /** Uncaught errors and console errors (React's hydration errors among them), with the page's address. */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    await use(errors);
  },
});

/** Whether the shell and every section the server drew have marked themselves live (`hydrated:<part>`). */
export const isLive = () => {
  const data = document.getElementById('ssr-data');
  if (!data) return true;
  const parts = ['shell', ...Object.keys(JSON.parse(data.dataset.remotes || '{}') as object)];
  // A detail hydrates in a boundary of its own (section-ui/src/detail/lazy-detail.tsx).
  if (document.querySelector('[data-testid="detail-price"]')) parts.push('detail');
  return parts.every((part) => performance.getEntriesByName(`hydrated:${part}`, 'mark').length > 0);
};

/**
 * For the tests about hydration itself: resolves once a server-rendered page is live (its shell
 * and each section it drew have set their performance mark: shared/src/federation/live-mark.ts),
 * or after 30 s: a section down (a loaded machine can take 10 s to hydrate).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(isLive, null, { timeout: 30_000 }).catch(() => undefined);
}

/**
 * This page's navigations are rendered in the browser, not on the server: for
 * tests that fake the data service or a remote in the browser (page.route), which a server
 * render never sees, and tests of the client-rendered start-up itself.
 */
export async function renderInBrowser(page: Page) {
  await page.route('**/*', (route, request) =>
    request.isNavigationRequest()
      ? route.fallback({ headers: { ...request.headers(), 'x-render': 'client' } })
      : route.fallback(),
  );
}

/** The header that asks the server for the client-rendered page (server-rendering/page-renderer.mjs). */
export const clientRenderHeader = { 'X-Render': 'client' };

export { expect };

/** A pattern that matches `text` literally (names with '.', '(' or '&'). */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A file of a remote's live release, /mfe/<key>/<version>/<file> (deploy/release/):
 * `glob` for page.route, `pattern` for URLs and paths (`file` may hold a `*`).
 */
export const remoteFile = (key: string, file: string) => ({
  glob: `**/mfe/${key}/*/${file}`,
  pattern: new RegExp(`/mfe/${key}/[0-9a-f]{12}/${file.split('*').map(literal).join('[^/]*')}$`),
});

/** A search result names its dish first, then ', ' and what tells it apart (place, price). */
export const dishOption = (name: string) => new RegExp(`^${literal(name)}, `);

/** A link of the shell's section tabs (Delivery, Dinning Out, Nightlife). */
export const sectionTab = (page: Page, name: string | RegExp) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name });

/** A page's level-1 heading with this name. */
export const pageHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** The opening tags of a page's inline scripts (those with no src), the drawn versions' value left out. */
export const inlineScripts = (html: string) =>
  (html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).map((tag) =>
    tag.replace(/ data-remotes="[^"]*"/, ' data-remotes'),
  );

/**
 * All a server-rendered page carries inline: JSON, never run (the CSP allows no inline script):
 * the page's data with the versions it was drawn with, and the runtime config it was drawn with.
 */
export const allowedInlineScripts = [
  '<script type="application/json" id="ssr-data" data-remotes>',
  '<script type="application/json" id="runtime-config">',
];
