/**
 * The soak's site, as production runs it (docs/serving.md#deploying-production-nginx): the built apps staged with
 * deploy/stage.mjs, Debian's nginx in front of TWO render servers (server-rendering/render-server.mjs)
 * and the data service (mock-api). Each process is a child that a step can kill (SIGKILL)
 * and start again on the same port, the data service on the same data folder.
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderStandaloneConf } from '../../../deploy/nginx.mjs';
import { stageBuiltSite } from '../../../deploy/stage.mjs';
import { root as repo } from '../../../scripts/lib/paths.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
      .listen(0, '127.0.0.1', () => {
        // A TCP server's address (a pipe's would be a string).
        const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
        server.close(() => resolve(port));
      })
      .on('error', reject);
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/** Resolves once the child has exited (at once if it has). */
const exitOf = (child) =>
  new Promise((resolve) => (exited(child) ? resolve() : child.once('exit', () => resolve())));

/** What a GET answered: its status and whether it is plain text (a probe's answer, not a page). */
const probe = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    async (response) => {
      await response.arrayBuffer();
      return {
        status: response.status,
        plain: /^text\/plain/.test(response.headers.get('content-type') ?? ''),
      };
    },
    () => ({ status: 0, plain: false }),
  );

/**
 * Waits until a server answers ready: its `/readyz` when it has one (a render server that
 * reports ready only once warmed: 503 until then), else its `/healthz`, else `fallbackPath`.
 * A `/readyz` that is not a plain-text probe answer (a page route rendering its not-found page)
 * counts as none. Resolves with the path that said ready and how long it took.
 *
 * @param {string} base
 * @param {import('node:child_process').ChildProcess | undefined} child  the server's process: if it exits, the wait fails
 * @param {{ timeoutMs?: number, fallbackPath?: string }} [options]
 * @returns {Promise<{ path: string, ms: number }>}
 */
export async function waitReady(base, child, { timeoutMs = 30000, fallbackPath } = {}) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child && exited(child))
      throw new Error(`${base}: its process exited (${child.exitCode ?? child.signalCode})`);
    const ready = await probe(`${base}/readyz`);
    if (ready.plain && ready.status === 200)
      return { path: '/readyz', ms: Math.round(performance.now() - started) };
    if (!(ready.plain && ready.status === 503) && ready.status !== 0) {
      for (const path of ['/healthz', fallbackPath].filter(Boolean)) {
        if ((await probe(`${base}${path}`)).status === 200)
          return { path, ms: Math.round(performance.now() - started) };
      }
    }
    await sleep(100);
  }
  throw new Error(`${base} was not ready within ${timeoutMs} ms`);
}

/**
 * A child process whose output goes to a log file, kept by name so a step can kill and restart it.
 * @param {string} command
 * @param {string[]} args
 * @param {{ logFile: string, env?: NodeJS.ProcessEnv }} options  `env`: on top of this process's
 */
function spawnLogged(command, args, { logFile, env }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  child.once('exit', () => log.end());
  return child;
}

/**
 * Starts the stack. `logDir` keeps each process's output (nginx's error log stays in its
 * prefix, copied there on stop). Returns the site's URL, the data service's URL, the site
 * root (for deploy/cli.mjs) and the kill / start functions the steps use.
 *
 * @param {object} options
 * @param {string} options.logDir
 * @param {(line: string) => void} [options.log]
 */
export async function startSoakStack({ logDir, log = () => undefined }) {
  const base = mkdtempSync(join(tmpdir(), 'zomato-soak-'));
  chmodSync(base, 0o755);
  const root = join(base, 'site');
  const prefix = join(base, 'nginx');
  const dataDir = join(base, 'data');
  mkdirSync(prefix, { recursive: true });
  mkdirSync(logDir, { recursive: true });
  const runtimeConfig = stageBuiltSite(root);
  const [port, apiPort, ...renderPorts] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const siteUrl = `http://localhost:${port}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const children = {};
  const readiness = [];

  /** The data service on its port and data folder (a restart finds the carts it wrote). */
  const startApi = async () => {
    // Every visitor here is 127.0.0.1: the telemetry limit per client is raised, as for the
    // browser tests, so 20 visitors are not refused as one client sending 20 visitors' batches.
    const child = spawnLogged(
      process.execPath,
      [join(repo, 'mock-api/src/cli.js'), '--port', String(apiPort), '--data-dir', dataDir],
      { logFile: join(logDir, 'data-service.log'), env: { TELEMETRY_LIMIT: '100000' } },
    );
    children.api = child;
    const ready = await waitReady(apiUrl, child, { fallbackPath: '/random' });
    readiness.push({ server: 'data service', ...ready });
    return ready;
  };

  const renderUrl = (index) => `http://127.0.0.1:${renderPorts[index]}`;
  /** Render server `index` (0 or 1), ready once /readyz (or /healthz) answers 200. */
  const startRender = async (index) => {
    const args = [
      join(repo, 'server-rendering/render-server.mjs'),
      ...['--shell', join(root, 'shell'), '--config', join(root, 'config.json')],
      ...['--files', `http://127.0.0.1:${port}`, '--api', apiUrl, '--port', String(renderPorts[index])],
    ];
    const child = spawnLogged(process.execPath, args, { logFile: join(logDir, `render-${index + 1}.log`) });
    children[`render${index}`] = child;
    const ready = await waitReady(renderUrl(index), child);
    readiness.push({ server: `render server ${index + 1}`, ...ready });
    return ready;
  };

  const kill = async (name) => {
    const child = children[name];
    if (!child || exited(child)) return;
    child.kill('SIGKILL');
    await exitOf(child);
  };

  await startApi();
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    renderStandaloneConf({
      prefix,
      root,
      port,
      apiUpstream: apiUrl,
      runtimeConfig,
      renderUpstreams: renderPorts.map((renderPort) => `127.0.0.1:${renderPort}`),
    }),
  );
  const nginx = spawnLogged('nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    logFile: join(logDir, 'nginx.log'),
  });
  children.nginx = nginx;
  await waitReady(siteUrl, nginx, { fallbackPath: '/config.json' });
  // The render servers fetch the remotes' server code from nginx.
  await Promise.all([startRender(0), startRender(1)]);
  log(`soak stack: nginx ${siteUrl}, render servers ${renderPorts.join(', ')}, data service ${apiUrl}`);

  return {
    siteUrl,
    apiUrl,
    root,
    readiness,
    killRender: (index) => kill(`render${index}`),
    startRender,
    killApi: () => kill('api'),
    startApi,
    stop: async () => {
      for (const name of ['render0', 'render1', 'api']) {
        const child = children[name];
        if (child && !exited(child)) {
          child.kill('SIGTERM');
          await Promise.race([exitOf(child), sleep(3000)]);
          if (!exited(child)) await kill(name);
        }
      }
      if (!exited(nginx)) {
        nginx.kill('SIGQUIT');
        await Promise.race([exitOf(nginx), sleep(3000)]);
        if (!exited(nginx)) await kill('nginx');
      }
      try {
        copyFileSync(join(prefix, 'error.log'), join(logDir, 'nginx-error.log'));
      } catch {
        // nginx wrote no error log
      }
      rmSync(base, { recursive: true, force: true });
    },
  };
}
