import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '../support/fixtures';
import { copyOfLiveVersion, replaceInBuild, runCli } from '../support/release';

/**
 * Production server rendering (issue 14): nginx in front of a render server
 * (scripts/render-server.mjs) through an `upstream`; when no render server answers, nginx
 * serves the static shell page and the browser renders it, as before.
 */
const repo = join(__dirname, '..', '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitFor(url: string, child: ChildProcess) {
  for (let tries = 0; tries < 100; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: its server exited (${child.exitCode})`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

const stopped = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

let base: string;
let nginx: ChildProcess;
let render: ChildProcess;
let site: string;
let root: string;

test.beforeAll(async () => {
  const { renderStandaloneConf } = await import(pathToFileURL(join(repo, 'deploy/nginx.mjs')).href);
  const { stageBuiltSite } = await import(pathToFileURL(join(repo, 'deploy/stage.mjs')).href);
  base = mkdtempSync(join(tmpdir(), 'zomato-render-'));
  chmodSync(base, 0o755);
  root = join(base, 'site');
  const prefix = join(base, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const runtimeConfig = stageBuiltSite(root);
  const [port, renderPort] = [await freePort(), await freePort()];
  const conf = join(prefix, 'nginx.conf');
  const apiUpstream = process.env.E2E_API_URL;
  const renderUpstreams = [`127.0.0.1:${renderPort}`];
  writeFileSync(
    conf,
    renderStandaloneConf({ prefix, root, port, apiUpstream, runtimeConfig, renderUpstreams }),
  );
  nginx = spawn('nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  site = `http://localhost:${port}`;
  await waitFor(`${site}/config.json`, nginx);
  const args = ['--shell', join(root, 'shell'), '--config', join(root, 'config.json')];
  args.push(
    '--files',
    `http://127.0.0.1:${port}`,
    '--api',
    String(apiUpstream),
    '--port',
    String(renderPort),
  );
  render = spawn(process.execPath, [join(repo, 'scripts/render-server.mjs'), ...args], { stdio: 'inherit' });
  await waitFor(`http://127.0.0.1:${renderPort}/healthz`, render);
});

test.afterAll(async () => {
  await stopped(render, 'SIGTERM');
  await stopped(nginx, 'SIGQUIT');
  rmSync(base, { recursive: true, force: true });
});

test('nginx answers section pages with the render server’s HTML, headers included', async () => {
  const [first] = (await (await fetch(`${process.env.E2E_API_URL}/restaurants`)).json()) as {
    name: string;
  }[];
  const response = await fetch(`${site}/dinning`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  const html = await response.text();
  expect(html).toContain('id="ssr-data"');
  expect(html).toContain(first!.name.replace(/&/g, '&amp;'));
  expect((await fetch(`${site}/dinning/99999`)).status).toBe(404);
});

test('a release switches what the render server renders on the next request, with no restart', async () => {
  const heading = 'NightLife Restaurants In NCR Delhi';
  const next = copyOfLiveVersion(root, 'nightlife');
  try {
    expect(await (await fetch(`${site}/nightlife`)).text()).toContain(`${heading}</h1>`);
    expect(replaceInBuild(join(next, 'server'), heading, 'NightLife, Released')).toBeGreaterThan(0);
    const released = await runCli('release', root, 'nightlife', next);
    expect(released.code, released.stderr).toBe(0);
    expect(await (await fetch(`${site}/nightlife`)).text()).toContain('NightLife, Released</h1>');
    expect((await runCli('rollback', root, 'nightlife')).code).toBe(0);
    expect(await (await fetch(`${site}/nightlife`)).text()).toContain(`${heading}</h1>`);
  } finally {
    rmSync(next, { recursive: true, force: true });
  }
});

test('with the render server down, nginx serves the static page and the browser renders it', async ({
  page,
}) => {
  await stopped(render, 'SIGTERM');
  const response = await fetch(`${site}/nightlife`);
  expect(response.status).toBe(200);
  expect(await response.text()).not.toContain('id="ssr-data"');
  await page.goto(`${site}/nightlife`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'NightLife Restaurants In NCR Delhi' }),
  ).toBeVisible();
  await expect(page.getByTestId('item-card').first()).toBeVisible();
});
