import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { startNginxSite, type RenderServer } from '../support/nginx-server';
import { waitForHttp } from '../support/processes';
import { copyOfLiveVersion, replaceInBuild, runCli } from '../support/release';

/**
 * Production server rendering: nginx in front of a render server
 * (server-rendering/render-server.mjs) through an `upstream`; when no render server answers, nginx
 * serves the static shell page and the browser renders it, as before.
 */
let nginxSite: Awaited<ReturnType<typeof startNginxSite>>;
let render: RenderServer;
let site: string;
let root: string;

test.beforeAll(async () => {
  nginxSite = await startNginxSite(String(process.env.E2E_API_URL), { renderServers: 1 });
  ({ url: site, root } = nginxSite);
  [render] = nginxSite.renders as [RenderServer];
  await waitForHttp(`${render.url}/readyz`, render.child, 600);
});

test.afterAll(async () => nginxSite?.stop());

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

test('a rendered page’s CSP is the render server’s, one policy with no inline script, and the page carries its config', async () => {
  // Sent by the process that reads the config now, a release needs no new nginx config.
  for (const base of [render.url, site]) {
    const response = await fetch(`${base}/delivery/cake/3`);
    const html = await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    // One policy (two would both apply): nginx adds none of its own to a rendered page.
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain(', ');
    expect(html).not.toMatch(/<script>/);
    expect(policy).not.toContain("'sha256-");
    expect(html).toContain('<script type="application/json" id="runtime-config">{');
  }
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

test('ADD TO CART posted as a form goes through nginx to the render server, which adds the line once', async () => {
  const api = String(process.env.E2E_API_URL);
  const visitor = `nginx-form-${Date.now()}`;
  const post = (body: string, contentType = 'application/x-www-form-urlencoded') =>
    fetch(`${site}/delivery/cake/3`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': contentType, cookie: `visitorId=${visitor}` },
      body,
    });
  const form = new URLSearchParams({ intent: 'add-to-cart', key: `press-${Date.now()}` }).toString();
  const answer = await post(form);
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/cart');
  // The same press again (a reload after POST) adds nothing.
  expect((await post(form)).status).toBe(303);
  const cart = (await (await fetch(`${api}/cart`, { headers: { 'X-Visitor-Id': visitor } })).json()) as {
    quantity: number;
  }[];
  expect(cart.map((line) => line.quantity)).toEqual([1]);
  // The visitor's own cart page: kept by no cache on the way, as the render server says.
  const own = await fetch(`${site}/cart`, { headers: { cookie: `visitorId=${visitor}` } });
  expect(own.headers.get('cache-control')).toBe('private, no-store');
  expect(await own.text()).toContain('data-testid="cart-line"');
  // A body that is no form is refused with a plain 4xx, and posts nothing.
  const refused = await post('{}', 'application/json');
  expect(refused.status).toBe(415);
  expect(refused.headers.get('cache-control')).toBe('no-store');
  // A page as every visitor gets it is revalidated, as before.
  expect((await fetch(`${site}/delivery/cake/3`)).headers.get('cache-control')).toBe('no-cache');
});

test('with the render server down, nginx serves the static page and the browser renders it', async ({
  page,
}) => {
  await render.stop();
  const response = await fetch(`${site}/nightlife`);
  expect(response.status).toBe(200);
  expect(await response.text()).not.toContain('id="ssr-data"');
  await page.goto(`${site}/nightlife`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'NightLife Restaurants In NCR Delhi' }),
  ).toBeVisible();
  await expect(page.getByTestId('item-card').first()).toBeVisible();
});
