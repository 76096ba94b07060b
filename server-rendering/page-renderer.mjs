import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { answerFormPost } from './form-post.mjs';
import { createPageCache } from './page-cache.mjs';
import { currentPageConfig, loadPageTemplate } from './page-html.mjs';
import { remoteOf, scriptHint, warmUpPages } from '@zomato/serving/remote-preload';
import { laneTelemetry } from './lane-telemetry.mjs';
import { createRenderLanes } from './render-lanes.mjs';
import { staticFilePattern } from '@zomato/serving/static-files';

const require = createRequire(import.meta.url);
const remoteKeys = require('../tools/apps.cjs').remotes.map((app) => app.key);
/** What a server render writes in place of a form's press key (section-ui/src/forms/visitor-page.ts). */
const pressKeyMark = 'press-key-to-be-filled';

/**
 * Every page route is rendered on the server (docs/decisions/0006): any path that is not a
 * file (serving/static-files.mjs), the landing page and the 404 page included.
 */
export const isPageRoute = (path) => !staticFilePattern.test(path);

/** The shell's built page for a route: the landing page has its own (no top bar). */
export const shellPageFor = (shellDist, path) =>
  path === '/' && existsSync(join(shellDist, 'landing.html')) ? 'landing.html' : 'index.html';

/** A whole number of ms from the environment, checked: a clear error names the variable. */
function msFromEnv(env, name, { fallback, min, max = 60000, unit = 'ms' }) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || ms < min || ms > max)
    throw new Error(`${name} must be a whole number of ${unit} from ${min} to ${max}, got "${raw}"`);
  return ms;
}

/** The render budget, `SSR_BUDGET_MS` (default 150 ms): past it a remote renders in the browser. */
export const budgetFromEnv = (env = process.env) =>
  msFromEnv(env, 'SSR_BUDGET_MS', { fallback: 150, min: 1 });

/**
 * Render lanes (./render-lanes.mjs): on unless `SSR_LANES=0`; a render stopped past
 * `SSR_HARD_LIMIT_MS` (default: 3 render budgets, at least 3000 ms), a lane past
 * `SSR_LANE_MEMORY_MB` (default 512).
 */
export const lanesFromEnv = (env = process.env) => ({
  isolated: env.SSR_LANES !== '0',
  laneLimits: {
    hardLimitMs: msFromEnv(env, 'SSR_HARD_LIMIT_MS', {
      fallback: Math.max(3000, 3 * budgetFromEnv(env)),
      min: 100,
    }),
    memoryMb: msFromEnv(env, 'SSR_LANE_MEMORY_MB', { fallback: 512, min: 32, max: 16384, unit: 'MB' }),
  },
});

/**
 * What a lane's pages depend on in the runtime config: for a section, the config without the other
 * sections' entries (they are left to the browser there); for the shell's own pages (`/status`
 * shows every version), all of it.
 */
export const laneInputs = (lane, { remotes = {}, canaries = {}, integrity = {}, ...rest }) =>
  JSON.stringify(
    lane === 'shell'
      ? { remotes, canaries, integrity, ...rest }
      : {
          ...rest,
          remote: remotes[lane],
          canary: canaries[lane],
          integrity: integrity[remotes[lane] ?? ''],
        },
  );

/** The shell's page of every section's versions (shell/src/app/routes.tsx' statusPath). */
const statusPath = '/status';

/**
 * What the page at `path` depends on in the runtime config: a section's page, its lane's part
 * (laneInputs); the shell's own pages (the landing page, search details, its not-found page) draw
 * no section, so all of it but the sections' entries; /status shows every version, so all of it.
 */
const pageInputs = (path, config) => {
  const lane = remoteOf(path) ?? 'shell';
  if (lane !== 'shell' || path === statusPath) return laneInputs(lane, config);
  return JSON.stringify({ ...config, remotes: undefined, canaries: undefined, integrity: undefined });
};

/** Whether a switch from one runtime config to the next leaves the page at `path` as it was. */
export const pageUntouched = (path, from, to) => pageInputs(path, from) === pageInputs(path, to);

/** How long a rendered page is answered again, `SSR_CACHE_MS` (default 5000 ms; 0: never). */
export const pageCacheFromEnv = (env = process.env) =>
  msFromEnv(env, 'SSR_CACHE_MS', { fallback: 5000, min: 0 });

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
 * @param {number} [options.cacheMs]  how long a rendered page is answered again (page-cache.mjs)
 * @param {boolean} [options.isolated]  sections render in lanes of their own (render-lanes.mjs; default true)
 * @param {object} [options.laneLimits]  createRenderLanes's limits (hardLimitMs, memoryMb…)
 * @param {{ lanes?: { handOver: (lane: string, key: string) => object | undefined }, runtimeConfig?: object, keptPages?: () => Array<[string, object]> }} [options.previous]  the renderer this one replaces: its unchanged lanes go on, and its kept pages of the sections the switch left as they were
 */
export async function createPageRenderer({
  shellDist,
  runtimeConfig,
  fileOrigin,
  apiBase,
  budgetMs = 150,
  cacheMs = 0,
  isolated = true,
  laneLimits = {},
  previous,
}) {
  const bundle = join(shellDist, 'server', 'main.js');
  // One template for every server-rendered page (shell/src/entry/page.html, built).
  const template = loadPageTemplate(shellDist);
  if (!existsSync(bundle) || !template) return null;
  const { loadRenderer } = require(bundle);
  const { createRenderer } = await loadRenderer();
  const rendererOptions = { runtimeConfig, fileOrigin, apiBase, budgetMs };
  // Sections render in lanes of their own (./render-lanes.mjs): this thread runs no remote's code.
  const lanes = isolated
    ? createRenderLanes({
        bundle,
        remoteKeys,
        rendererOptions,
        onTrouble: laneTelemetry({ apiBase, runtimeConfig }),
        // A render ends within two budgets (shell/src/server/render-page.tsx); later, the lane is stuck.
        answerWithinMs: 2 * budgetMs + 250,
        inputsOf: (lane) => laneInputs(lane, runtimeConfig),
        inherit: previous?.lanes,
        ...laneLimits,
      })
    : undefined;
  const local = createRenderer({ ...rendererOptions, clientOnly: lanes ? remoteKeys : [] });
  const renderer = lanes
    ? { warm: lanes.warm, render: lanes.render, visitorOf: local.visitorOf, answerForm: lanes.answerForm }
    : local;
  // After a release: what the switch left as it was needs no new render, neither kept pages
  // (their address is the first part of the cache's key) nor warm-up pages.
  const untouched = (path) =>
    Boolean(previous?.runtimeConfig) && pageUntouched(path, previous.runtimeConfig, runtimeConfig);
  const pageAt = createPageCache({
    freshMs: cacheMs,
    takeOver: previous?.keptPages && {
      from: previous.keptPages,
      stillSo: (key) => untouched(new URL(JSON.parse(key)[0], 'http://site').pathname),
    },
  });
  const pages = ['index.html', 'landing.html'].filter((file) => existsSync(join(shellDist, file)));
  const staticPages = Object.fromEntries(pages.map((file) => [file, readFileSync(join(shellDist, file))]));
  // Warmed in the background: every section's code is loaded and one page of each drawn (its
  // chunks fetched, the data service reached), so the first visitors are not the ones who wait.
  let warmed = false;
  const ready = renderer
    .warm()
    .catch(() => undefined)
    .then(() =>
      Promise.allSettled(
        warmUpPages()
          .filter((path) => !untouched(path))
          .map((path) => renderer.render(path, renderer.visitorOf(undefined))),
      ),
    )
    .then(() => {
      warmed = true;
    });
  // A kept page is answered many times, so its HTML and ETag are made once; its start-up scripts
  // (res.locals.startUpScripts) stay the same while its config is live.
  const responses = new WeakMap();
  const responseOf = (page, scripts = []) => {
    const key = JSON.stringify(scripts);
    const config = currentPageConfig();
    let response = responses.get(page);
    if (response?.key !== key || response.config !== config) {
      const body = Buffer.from(template(page, scripts));
      const digest = createHash('sha1').update(body).digest('base64').slice(0, 27);
      response = { body, key, config, etag: `W/"${body.length.toString(16)}-${digest}"` };
      responses.set(page, response);
    }
    return response;
  };

  /**
   * Answers a page route with its server-rendered HTML. Whatever goes wrong here, the
   * visitor gets the client-rendered page instead: never a 500.
   */
  async function respond(req, res) {
    res.set('Cache-Control', 'no-cache');
    res.set('Vary', 'Accept-Encoding, X-Render, Cookie');
    const file = shellPageFor(shellDist, req.path);
    const staticPage = staticPages[file];
    // `X-Render: client` asks for the client-rendered page (tests of browser-side faults, debugging).
    if (req.get('X-Render') === 'client' && req.method !== 'POST') return res.type('html').send(staticPage);
    try {
      // Its section answers a posted form (./form-post.mjs); a refusal is drawn into this visitor's page.
      const refused = req.method === 'POST' ? await answerFormPost(req, res, renderer) : undefined;
      if (req.method === 'POST' && !refused) return undefined;
      // A page depends on its address and on what the request says of the browser (its cart
      // hint, docs/decisions/0010): one kept page for each pair; the visitor's own pages, never.
      const facts = renderer.visitorOf(req.get('Cookie'), req.path);
      const visitor = refused ? { ...facts, visitorId: refused.visitorId, refused: refused.answer } : facts;
      const own = Boolean(visitor.visitorId);
      if (own) res.set('Cache-Control', 'private, no-store');
      const renderStart = performance.now();
      const render = () => renderer.render(req.originalUrl, visitor);
      const { page, cached } = own
        ? { page: await render(), cached: false }
        : await pageAt(JSON.stringify([req.originalUrl, visitor]), render);
      res.set(
        'Server-Timing',
        [
          `render;desc="${page.clientRendered.length ? 'partial' : 'full'}"`,
          `cache;desc="${cached ? 'hit' : 'miss'}"`,
          `draw;dur=${(performance.now() - renderStart).toFixed(1)}`,
        ].join(', '),
      );
      if (page.clientRendered.length)
        console.warn(`ssr ${req.path}: left to the browser: ${page.clientRendered.join('; ')}`);
      const { body, etag } = responseOf(page, res.locals?.startUpScripts);
      res.status(refused?.answer.status ?? page.status).type('html');
      // A page with a press key gets a fresh one in every answer (@zomato/shared's usePressKey).
      const text = body.toString('utf8');
      if (text.includes(pressKeyMark)) return res.send(text.replaceAll(pressKeyMark, randomUUID()));
      res.set('ETag', etag).send(body);
    } catch (error) {
      console.error(`ssr ${req.path}: rendered in the browser instead:`, error?.message ?? error);
      // The static page loads its code at once: the remote's script hints go back in its headers.
      const scripts = (res.locals?.startUpScripts ?? []).map(([url, digest]) => scriptHint(url, digest));
      if (scripts.length) res.set('Link', [res.get('Link'), ...scripts].filter(Boolean).join(', '));
      res.status(200).type('html').send(staticPage);
    }
  }
  /** Stops the render lanes (a renderer replaced after a release, or the server closing). */
  respond.close = () => lanes?.close();
  respond.runtimeConfig = runtimeConfig;
  respond.keptPages = pageAt.keptPages;
  respond.lanes = lanes;
  /** Whether it is warmed (`ready` resolves then): a render server says so at /readyz. */
  respond.isReady = () => warmed;
  respond.ready = ready;
  /** Each section's lane: running, stopped or paused (render-lanes.mjs), for /status. */
  respond.laneStatus = () => lanes?.status() ?? {};
  return respond;
}
