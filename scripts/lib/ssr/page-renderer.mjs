import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadPageTemplate } from './page-html.mjs';

const require = createRequire(import.meta.url);

/** The routes rendered on the server (issue 14): the three sections, listings and details. */
export const serverRenderedPath = /^\/(delivery|dinning|nightlife)(\/|$)/;

/** The render budget, `SSR_BUDGET_MS` (default 150 ms): past it a remote renders in the browser. */
export function budgetFromEnv(env = process.env) {
  const raw = env.SSR_BUDGET_MS;
  if (raw === undefined || raw === '') return 150;
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || ms < 1 || ms > 60000)
    throw new Error(`SSR_BUDGET_MS must be a whole number of ms from 1 to 60000, got "${raw}"`);
  return ms;
}

/**
 * Loads the shell's server bundle (shell/dist/server/main.js) and makes the renderer.
 * Resolves with null when the shell has no server build: pages are then client rendered.
 *
 * @param {object} options
 * @param {string} options.shellDist   the shell's dist folder
 * @param {object} options.runtimeConfig  the /config.json body
 * @param {string} options.fileOrigin  where this process fetches the config's relative URLs
 * @param {string} options.apiBase     the data service as this process reaches it
 * @param {number} [options.budgetMs]
 */
export async function createPageRenderer({ shellDist, runtimeConfig, fileOrigin, apiBase, budgetMs = 150 }) {
  const bundle = join(shellDist, 'server', 'main.js');
  if (!existsSync(bundle)) return null;
  const { loadRenderer } = require(bundle);
  const { createRenderer } = await loadRenderer();
  const renderer = createRenderer({ runtimeConfig, fileOrigin, apiBase, budgetMs });
  const template = loadPageTemplate(shellDist);
  const staticPage = readFileSync(join(shellDist, 'index.html'));
  // Warmed in the background: the first visitors are not the ones who wait for the code.
  renderer.warm().catch(() => undefined);

  /**
   * Answers a page route with its server-rendered HTML. Whatever goes wrong here, the
   * visitor gets the client-rendered page instead, as before issue 14: never a 500.
   */
  return async function respond(req, res) {
    res.set('Cache-Control', 'no-cache');
    res.set('Vary', 'Accept-Encoding, X-Render');
    // `X-Render: client` asks for the client-rendered page (tests of browser-side faults, debugging).
    if (req.get('X-Render') === 'client') return res.type('html').send(staticPage);
    try {
      const page = await renderer.render(req.originalUrl);
      res.set('Server-Timing', `render;desc="${page.clientRendered.length ? 'partial' : 'full'}"`);
      if (page.clientRendered.length)
        console.warn(`ssr ${req.path}: left to the browser: ${page.clientRendered.join('; ')}`);
      res.status(page.status).type('html').send(template(page));
    } catch (error) {
      console.error(`ssr ${req.path}: rendered in the browser instead:`, error?.message ?? error);
      res.status(200).type('html').send(staticPage);
    }
  };
}
