import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitForHttp(url: string, child: ChildProcess) {
  for (let tries = 0; tries < 100; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer at ${url}`);
}

/** Stages the build as a server holds it (each remote released as its first version) and serves it with Debian's nginx (deploy/nginx.mjs). */
export async function startNginxSite(apiUrl: string) {
  const { renderStandaloneConf } = await import(
    pathToFileURL(join(__dirname, '../../deploy/nginx.mjs')).href
  );
  const { stageBuiltSite } = await import(pathToFileURL(join(__dirname, '../../deploy/stage.mjs')).href);
  const base = mkdtempSync(join(tmpdir(), 'zomato-nginx-'));
  chmodSync(base, 0o755);
  const root = join(base, 'site');
  const prefix = join(base, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const runtimeConfig = stageBuiltSite(root);
  const port = await freePort();
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, renderStandaloneConf({ prefix, root, port, apiUpstream: apiUrl, runtimeConfig }));
  const child = spawn('nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitForHttp(`${url}/config.json`, child);
  return {
    url,
    root,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
