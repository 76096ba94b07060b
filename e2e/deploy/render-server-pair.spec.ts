import { expect, test } from '../support/fixtures';
import { startNginxSite, type RenderServer } from '../support/nginx-server';
import { waitForHttp } from '../support/processes';

/**
 * Render servers are replaceable. Two behind nginx: one killed (SIGKILL) while
 * visitors browse costs them no page, and one started cold says it is ready (/readyz) only once
 * warmed: nginx sends it no page before, and its first pages are rendered in full.
 */
const pages = ['/delivery', '/dinning', '/nightlife', '/delivery/cake', '/dinning/2', '/', '/cart', '/login'];
const isServerRendered = (html: string) => html.includes('id="ssr-data"');

let site: Awaited<ReturnType<typeof startNginxSite>>;
let first: RenderServer;
let second: RenderServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Every request is a render (no page kept), so each one could meet the killed server.
  site = await startNginxSite(String(process.env.E2E_API_URL), {
    renderServers: 2,
    // What is checked is whether pages are rendered, not how fast: a busy test machine may be slow.
    renderEnv: { SSR_CACHE_MS: '0', SSR_BUDGET_MS: '2000' },
  });
  [first, second] = site.renders as [RenderServer, RenderServer];
  await Promise.all(site.renders.map((render) => waitForHttp(`${render.url}/readyz`, render.child, 600)));
});

test.afterAll(async () => site?.stop());

/** Requests `pages` over and over through nginx, `streams` at a time, until stopped. */
function browseWithRequests(streams: number) {
  const answers: { path: string; status: number; rendered: boolean }[] = [];
  let going = true;
  const stream = async (offset: number) => {
    for (let index = offset; going; index += 1) {
      const path = pages[index % pages.length] as string;
      const response = await fetch(`${site.url}${path}`);
      answers.push({ path, status: response.status, rendered: isServerRendered(await response.text()) });
    }
  };
  const running = Array.from({ length: streams }, (_, offset) => stream(offset));
  return {
    answers,
    reached: async (count: number) => {
      while (answers.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    stop: async () => {
      going = false;
      await Promise.all(running);
      return answers;
    },
  };
}

test('a render server killed while visitors browse costs them no page', async ({ page }) => {
  const requests = browseWithRequests(6);
  await requests.reached(24);
  const visits: number[] = [];
  const visitor = (async () => {
    for (const path of ['/dinning', '/nightlife', '/delivery', '/dinning/2']) {
      const response = await page.goto(`${site.url}${path}`);
      visits.push(response?.status() ?? 0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  })();
  await first.stop('SIGKILL');
  const killedAt = requests.answers.length;
  await requests.reached(killedAt + 48);
  await visitor;
  const answers = await requests.stop();
  expect(visits).toEqual([200, 200, 200, 200]);
  expect(answers.length).toBeGreaterThan(killedAt);
  // Every page, those under way on the killed server included, came server-rendered from the other.
  expect(answers.filter((answer) => answer.status !== 200 || !answer.rendered)).toEqual([]);
});

test('a render server started cold is ready only once warmed; nginx sends it no page before', async () => {
  await first.stop('SIGKILL');
  await first.start();
  const readiness = await fetch(`${first.url}/readyz`);
  expect(readiness.status).toBe(503);
  const cold = await fetch(`${first.url}/delivery`);
  expect(cold.status).toBe(503);
  expect(cold.headers.get('retry-after')).toBe('1');
  // Meanwhile nginx answers every page from the warm one.
  const requests = browseWithRequests(2);
  await waitForHttp(`${first.url}/readyz`, first.child, 600);
  const answers = await requests.stop();
  expect(answers.filter((answer) => answer.status !== 200 || !answer.rendered)).toEqual([]);
  // Once ready, its first pages are drawn in full: the warm-up loaded every section's code.
  for (const path of ['/delivery', '/dinning', '/nightlife', '/cart', '/login']) {
    const response = await fetch(`${first.url}${path}`);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('server-timing'), path).toContain('render;desc="full"');
  }
  // And the other can go: no page fails, and nginx takes the one that came back once its
  // turn-aways of the warm-up are older than fail_timeout (2 s; static pages until then).
  await second.stop('SIGKILL');
  for (const path of pages) expect((await fetch(`${site.url}${path}`)).status, path).toBe(200);
  await expect
    .poll(async () => isServerRendered(await (await fetch(`${site.url}/dinning`)).text()), { timeout: 5000 })
    .toBe(true);
  for (const path of pages) {
    const response = await fetch(`${site.url}${path}`);
    expect(response.status, path).toBe(200);
    expect(isServerRendered(await response.text()), path).toBe(true);
  }
});
