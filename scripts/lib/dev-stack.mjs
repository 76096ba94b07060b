import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './paths.mjs';
import { startMockApi, stopChild } from './stack.mjs';

const require = createRequire(import.meta.url);
const { apps, appPort } = require('../../tools/apps.cjs');
const webpackCli = require.resolve('webpack-cli/bin/cli.js');

/**
 * A port nothing listens on now (for tests: every server on a port of its own).
 *
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
        server.close(() => resolve(port));
      })
      .on('error', reject);
  });
}

/** The apps of tools/apps.cjs named by folder ('shell', 'delivery-mfe'…). */
export function appsNamed(dirs) {
  const unknown = dirs.filter((dir) => !apps.some((app) => app.dir === dir));
  if (unknown.length) {
    throw new Error(
      `unknown app ${unknown.join(', ')}; choose from ${apps.map((app) => app.dir).join(', ')}`,
    );
  }
  return apps.filter((app) => dirs.includes(app.dir));
}

/** Resolves once the dev server answers its page, which it does after its first build. */
async function untilServed(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the dev server for ${url} exited (${child.exitCode})`);
    const response = await fetch(url).catch(() => null);
    if (response?.ok) return;
    if (Date.now() > deadline) throw new Error(`the dev server for ${url} was not ready in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * `webpack serve` (development, hot updates with React Fast Refresh) for each app, on the
 * port the environment gives it (tools/apps.cjs); resolves once every one has built.
 *
 * @param {{ dir: string }[]} targets  apps of tools/apps.cjs
 * @param {object} [options]
 * @param {NodeJS.ProcessEnv} [options.env]
 * @param {import('node:child_process').StdioOptions} [options.stdio]  the dev servers' output
 * @param {number} [options.timeoutMs]  for every one to have built
 */
export async function startDevServers(
  targets,
  { env = process.env, stdio = 'inherit', timeoutMs = 300_000 } = {},
) {
  const servers = targets.map((app) => {
    const child = spawn(
      process.execPath,
      [webpackCli, 'serve', '--mode', 'development', '-c', join(root, app.dir, 'webpack.config.cjs')],
      { cwd: join(root, app.dir), env, stdio },
    );
    return { app, child, url: `http://localhost:${appPort(app, env)}` };
  });
  const stop = () => Promise.allSettled(servers.map(({ child }) => stopChild(child)));
  try {
    await Promise.all(servers.map(({ url, child }) => untilServed(`${url}/`, child, timeoutMs)));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    urls: Object.fromEntries(servers.map(({ app, url }) => [app.dir, url])),
    children: servers.map(({ child }) => child),
    stop,
  };
}

/**
 * A dev site for tests and measurements: mock-api on a throw-away data folder and the dev
 * servers of the named apps, every one on a free port (also the apps not started: the
 * shell's config names them all). `urls` by app folder.
 *
 * @param {string[]} dirs  app folders ('shell', 'delivery-mfe'…)
 * @param {object} [options]
 * @param {import('node:child_process').StdioOptions} [options.stdio]  the dev servers' output
 */
export async function startDevSite(dirs, { stdio = ['ignore', 'ignore', 'inherit'] } = {}) {
  const targets = appsNamed(dirs);
  const api = await startMockApi({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'zomato-dev-')) });
  const env = { ...process.env, MOCK_API_PORT: new URL(api.url).port };
  for (const app of apps) env[app.portEnv] = String(await freePort());
  try {
    const servers = await startDevServers(targets, { env, stdio });
    return {
      urls: servers.urls,
      stop: async () => {
        await servers.stop();
        await api.stop();
      },
    };
  } catch (error) {
    await api.stop();
    throw error;
  }
}
