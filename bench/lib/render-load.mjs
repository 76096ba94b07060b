import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { warmUpPages } from '@zomato/serving/remote-preload';

const root = join(import.meta.dirname, '..', '..');

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** A process's resident memory in MB, from /proc (Linux). */
const rssMb = (pid) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round((kb / 1024) * 10) / 10;
};

/** The render server (server-rendering/render-server.mjs) as production runs it, on a free port. */
async function startRenderServer({ siteUrl, apiUrl, shellDist, cacheMs }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-render-'));
  const config = join(dir, 'config.json');
  writeFileSync(config, await (await fetch(`${siteUrl}/config.json`)).text());
  const child = spawn(
    process.execPath,
    [
      join(root, 'server-rendering/render-server.mjs'),
      ...['--shell', shellDist, '--config', config, '--files', siteUrl, '--api', apiUrl, '--port', '0'],
    ],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, SSR_BUDGET_MS: '150', SSR_CACHE_MS: String(cacheMs) },
    },
  );
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /render server on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`render server exited (${code}): ${output}`)));
  });
  const startedAt = performance.now();
  while (
    !(await fetch(`${url}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`render server exited (${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = Math.round(performance.now() - startedAt);
  return {
    url,
    readyMs,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A visitor of the data service at `apiUrl` with one cart line, for their own /cart. */
async function visitorWithALine(apiUrl) {
  const visitorId = `bench-cart-${Date.now().toString(36)}`;
  const { name, imgUrl, price, variety, rating, place } = await (await fetch(`${apiUrl}/cake/1`)).json();
  const line = { name, imgUrl, price, variety, rating, place };
  const added = await fetch(`${apiUrl}/cart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Visitor-Id': visitorId },
    body: JSON.stringify({ ...line, quantity: 1 }),
  });
  if (!added.ok) throw new Error(`the bench's cart line was refused: ${added.status}`);
  return { cookie: `visitorId=${visitorId}; cart=1.1` };
}

/**
 * How many of a visitor's own /cart pages, asked for one after another while `load` runs, came
 * without their cart line: a render that gave up on the cart and left it to the browser.
 */
async function ownCartsGivenUp(url, headers, load) {
  let asked = 0;
  let givenUp = 0;
  let running = true;
  void load.then(() => (running = false));
  while (running) {
    const html = await (await fetch(`${url}/cart`, { headers })).text();
    asked += 1;
    if (!html.includes('data-testid="cart-line"')) givenUp += 1;
  }
  return { asked, givenUp };
}

/**
 * The render server alone under load: `connections` at once over a mix of page
 * routes. Latency from a timed run; memory as resident size after a warm-up and again
 * after `renders` more requests (growth there would be a leak: nothing may outlive a request).
 * `cacheMs` is its SSR_CACHE_MS: 5000 as production runs it (a page rendered again at most
 * every 5 s), 0 for a render per request.
 */
export async function measureRenderServer(
  { siteUrl, apiUrl, shellDist },
  { connections = 20, seconds = 8, renders = 10000, cacheMs = 5000 } = {},
) {
  const server = await startRenderServer({ siteUrl, apiUrl, shellDist, cacheMs });
  try {
    const paths = ['/delivery', '/dinning', '/nightlife', '/delivery/cake', '/dinning/3', '/', '/cart'];
    // A visitor's own /cart (never kept) among them: drawn for them, with their line.
    const own = await visitorWithALine(apiUrl);
    const requests = [
      ...paths.map((path) => ({ method: 'GET', path })),
      { method: 'GET', path: '/cart', headers: own },
    ];
    // Cold start: its first pages once it says it is ready (the warm-up drew one of each section).
    const firstPages = [];
    for (const path of warmUpPages()) {
      const startedAt = performance.now();
      const answer = await fetch(`${server.url}${path}`);
      await answer.text();
      const full = /render;desc="full"/.test(answer.headers.get('server-timing') ?? '');
      firstPages.push({ path, ms: Math.round(performance.now() - startedAt), full });
    }
    await run({ url: server.url, connections, duration: 3, requests });
    // One connection of the load asks for the visitor's /cart again and again, and counts.
    const timedRun = run({ url: server.url, connections: connections - 1, duration: seconds, requests });
    const ownCarts = await ownCartsGivenUp(server.url, own, timedRun);
    const timed = await timedRun;
    const rssBefore = rssMb(server.pid);
    const many = await run({ url: server.url, connections, amount: renders, requests });
    const rssAfter = rssMb(server.pid);
    const partial = await (await fetch(`${server.url}/delivery`)).headers.get('server-timing');
    return {
      readyMs: server.readyMs,
      firstPages,
      cacheMs,
      connections,
      pages: paths,
      requests: timed.requests.total,
      perSecond: Math.round(timed.requests.average),
      p50: timed.latency.p50,
      p99: timed.latency.p99,
      errors: timed.errors + timed.timeouts + timed.non2xx + many.errors + many.timeouts + many.non2xx,
      renders: many.requests.total,
      rssBefore,
      rssAfter,
      rssGrowth: Math.round((rssAfter - rssBefore) * 10) / 10,
      lastRender: partial,
      ownCarts,
    };
  } finally {
    await server.stop();
  }
}
