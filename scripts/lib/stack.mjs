import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stageBuiltSite } from '../../deploy/stage.mjs';
import { createLiveRenderer } from '../../server-rendering/live-renderer.mjs';
import { distOf, root } from './paths.mjs';
import { createSiteServer } from './site-server.mjs';
import { budgetFromEnv, lanesFromEnv, pageCacheFromEnv } from '../../server-rendering/page-renderer.mjs';

const require = createRequire(import.meta.url);
const { remotes } = require('../../tools/apps.cjs');

/**
 * @typedef {object} MockApi
 * @property {string} url  e.g. 'http://127.0.0.1:8080'
 * @property {import('node:child_process').ChildProcess} child
 * @property {() => Promise<void>} stop
 */

/**
 * Starts mock-api as a child process; resolves with its URL once it listens.
 *
 * @param {object} [options]
 * @param {number} [options.port]     0: any free port
 * @param {string} [options.dataDir]  its data folder (default: mock-api's own)
 * @param {Record<string, string>} [options.env]  added to this process's environment
 * @returns {Promise<MockApi>}
 */
export function startMockApi({ port = 0, dataDir, env = {} } = {}) {
  const args = [join(root, 'mock-api/src/cli.js'), '--port', String(port)];
  if (dataDir) args.push('--data-dir', dataDir);
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) resolve({ url: match[1], child, stop: () => stopChild(child) });
    });
    child.on('exit', (code) => reject(new Error(`mock-api exited (${code}) before it was ready: ${output}`)));
  });
}

/**
 * Stops a child process (SIGTERM, then SIGKILL after 3 s); resolves once it has exited.
 *
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}

/**
 * Serves built apps + a mock-api child on the given ports (0 = any free port).
 * `page` is the app folder that owns the html page: 'shell', or one remote for QA.
 *
 * The builds are first staged into a site root as production holds them (deploy/stage.mjs:
 * each remote released as its first version, /config.json pointing at it), and served from
 * there: `deploy/cli.mjs release <siteRoot> …` switches the running site, as in production.
 * `siteRoot` defaults to a temporary folder, removed on stop.
 *
 * @param {object} [options]
 * @param {number} [options.port]      the site's port
 * @param {number} [options.apiPort]   mock-api's port (when it is started here)
 * @param {string} [options.page]      the app folder that owns the html page
 * @param {string} [options.dataDir]   mock-api's data folder (when it is started here)
 * @param {NodeJS.ProcessEnv} [options.env]
 * @param {Record<string, string>} [options.apiEnv]  added to mock-api's environment (when it is started here)
 * @param {Pick<MockApi, 'url' | 'stop'>} [options.api]  a running data service to use (not stopped with the site)
 * @param {boolean} [options.ssr]      section pages rendered on the server (default: unless SSR=off)
 * @param {Record<string, string>} [options.remoteDirs]  a build to stage instead of a remote's dist (tests)
 * @param {string} [options.siteRoot]  where the site is staged (default: a temporary folder)
 */
export async function startStack({
  port = 3000,
  apiPort = 8080,
  page = 'shell',
  dataDir,
  env = process.env,
  apiEnv,
  api: sharedApi,
  ssr = env.SSR !== 'off',
  remoteDirs = {},
  siteRoot,
} = {}) {
  if (!existsSync(join(distOf(page), 'index.html')))
    throw new Error(`${page} is not built: run npm run build first`);
  const standalone = remotes.find((app) => app.dir === page);
  const siteDir = siteRoot ?? mkdtempSync(join(tmpdir(), 'zomato-site-'));
  // A standalone remote still federates the others that are built (e.g. delivery's cart view).
  // Tests stage a changed copy of one remote's build in its place (remoteDirs).
  const runtimeConfig = stageBuiltSite(siteDir, {
    complete: false,
    shell: !standalone,
    only: remotes.filter((app) => app !== standalone).map((app) => app.key),
    remoteDirs,
    env,
  });
  const pageDir = standalone ? distOf(page) : join(siteDir, 'shell');
  const api = sharedApi ?? (await startMockApi({ port: apiPort, dataDir, env: apiEnv }));
  const site = createSiteServer({ pageDir, siteRoot: siteDir, apiTarget: api.url, runtimeConfig });
  const server = await new Promise((resolve, reject) => {
    const listening = site.listen(port, '127.0.0.1', () => resolve(listening)).on('error', reject);
  });
  const url = `http://localhost:${server.address().port}`;
  // Section pages come rendered from the server (SSR=off: from the browser, as before).
  if (ssr && !standalone) {
    const apiBase = /^https?:/.test(runtimeConfig.apiBase) ? runtimeConfig.apiBase : api.url;
    site.locals.renderPage = await createLiveRenderer({
      // The staged shell is a copy of this build: one module instance per process (bench
      // runs two sites in one), as the federation runtime's state is per process.
      shellDist: distOf(page),
      configFile: join(siteDir, 'config.json'),
      fileOrigin: `http://127.0.0.1:${server.address().port}`,
      apiBase,
      budgetMs: budgetFromEnv(env),
      cacheMs: pageCacheFromEnv(env),
      ...lanesFromEnv(env),
    });
    // Its first pages are drawn in full: every section's server code loaded, one page of each drawn.
    await site.locals.renderPage?.ready();
  }
  return {
    url,
    apiUrl: api.url,
    api,
    runtimeConfig,
    siteRoot: siteDir,
    stop: async () => {
      site.locals.renderPage?.close?.();
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve()));
      if (!sharedApi) await api.stop();
      if (!siteRoot) rmSync(siteDir, { recursive: true, force: true });
    },
  };
}
