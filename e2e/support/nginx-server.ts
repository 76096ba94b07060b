import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, stopped, waitForHttp } from './processes';

const repo = join(__dirname, '..', '..');

/** A render server (server-rendering/render-server.mjs) behind the site's nginx, on a port of its own. */
export interface RenderServer {
  url: string;
  child: ChildProcess;
  /** Starts it (again, after a kill), resolving once it is alive (/healthz), not yet ready. */
  start: () => Promise<void>;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/**
 * Stages the build as a server holds it (each remote released as its first version) and serves
 * it with Debian's nginx (deploy/nginx.mjs), with `renderServers` render servers behind it
 * (none: the static pages, rendered in the browser).
 */
export async function startNginxSite(
  apiUrl: string,
  { renderServers = 0, renderEnv = {} }: { renderServers?: number; renderEnv?: Record<string, string> } = {},
) {
  const { renderStandaloneConf } = await import(pathToFileURL(join(repo, 'deploy/nginx.mjs')).href);
  const { stageBuiltSite } = await import(pathToFileURL(join(repo, 'deploy/stage.mjs')).href);
  const base = mkdtempSync(join(tmpdir(), 'zomato-nginx-'));
  chmodSync(base, 0o755);
  const root = join(base, 'site');
  const prefix = join(base, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const runtimeConfig = stageBuiltSite(root);
  const port = await freePort();
  const renderPorts = await Promise.all(Array.from({ length: renderServers }, freePort));
  const renderUpstreams = renderPorts.map((renderPort) => `127.0.0.1:${renderPort}`);
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    renderStandaloneConf({ prefix, root, port, apiUpstream: apiUrl, runtimeConfig, renderUpstreams }),
  );
  const child = spawn('nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitForHttp(`${url}/config.json`, child);
  const renders = renderPorts.map((renderPort) =>
    renderServer(renderPort, { root, port, apiUrl, renderEnv }),
  );
  await Promise.all(renders.map((render) => render.start()));
  return {
    url,
    root,
    renders,
    stop: async () => {
      await Promise.all(renders.map((render) => render.stop()));
      await stopped(child, 'SIGQUIT');
      rmSync(base, { recursive: true, force: true });
    },
  };
}

function renderServer(
  renderPort: number,
  {
    root,
    port,
    apiUrl,
    renderEnv,
  }: { root: string; port: number; apiUrl: string; renderEnv: Record<string, string> },
): RenderServer {
  const args = [
    ...['--shell', join(root, 'shell'), '--config', join(root, 'config.json')],
    ...['--files', `http://127.0.0.1:${port}`, '--api', apiUrl, '--port', String(renderPort)],
  ];
  const server: RenderServer = {
    url: `http://127.0.0.1:${renderPort}`,
    child: undefined as unknown as ChildProcess,
    start: async () => {
      server.child = spawn(process.execPath, [join(repo, 'server-rendering/render-server.mjs'), ...args], {
        stdio: 'inherit',
        env: { ...process.env, ...renderEnv },
      });
      await waitForHttp(`${server.url}/healthz`, server.child);
    },
    stop: async (signal = 'SIGTERM') => {
      if (server.child) await stopped(server.child, signal);
    },
  };
  return server;
}
