import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { distOf, root } from './paths.mjs';
import { createSiteServer } from './site-server.mjs';
import { budgetFromEnv, createPageRenderer } from './ssr/page-renderer.mjs';

const require = createRequire(import.meta.url);
const { remotes } = require('../../tools/apps.cjs');
const { siteConfig } = require('../../tools/runtime-config.cjs');

/** Starts mock-api as a child process; resolves with its URL once it listens. */
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
  remoteDirs: remoteDirOverrides = {},
} = {}) {
  if (!existsSync(join(distOf(page), 'index.html')))
    throw new Error(`${page} is not built: run npm run build first`);
  // A standalone remote still federates the others that are built (e.g. delivery's cart view).
  const remoteDirs = {};
  for (const app of remotes) {
    if (app.dir !== page && existsSync(join(distOf(app.dir), 'mf-manifest.json')))
      remoteDirs[app.key] = distOf(app.dir);
  }
  // Tests serve a changed copy of one remote's build (a redeploy, a broken server bundle).
  Object.assign(remoteDirs, remoteDirOverrides);
  const api = sharedApi ?? (await startMockApi({ port: apiPort, dataDir, env: apiEnv }));
  const runtimeConfig = siteConfig(env, { only: Object.keys(remoteDirs) });
  const site = createSiteServer({ pageDir: distOf(page), remoteDirs, apiTarget: api.url, runtimeConfig });
  const server = await new Promise((resolve, reject) => {
    const listening = site.listen(port, '127.0.0.1', () => resolve(listening)).on('error', reject);
  });
  const url = `http://localhost:${server.address().port}`;
  // Section pages come rendered from the server (SSR=off: from the browser, as before).
  if (ssr && page === 'shell') {
    const apiBase = /^https?:/.test(runtimeConfig.apiBase) ? runtimeConfig.apiBase : api.url;
    site.locals.renderPage = await createPageRenderer({
      shellDist: distOf(page),
      runtimeConfig,
      fileOrigin: `http://127.0.0.1:${server.address().port}`,
      apiBase,
      budgetMs: budgetFromEnv(env),
    });
  }
  return {
    url,
    apiUrl: api.url,
    api,
    runtimeConfig,
    stop: async () => {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve()));
      if (!sharedApi) await api.stop();
    },
  };
}
