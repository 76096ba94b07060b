import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { clientRenderHeader, expect, remoteFile, renderInBrowser, test } from '../support/fixtures';
import { startSiteWithOwnApi, type SiteWithOwnApi } from '../support/own-api-site';

/**
 * Section health: what visitors' browsers report about each remote reaches the
 * data service and shows on /status. The site has a data service of its own, so the
 * telemetry store holds only what these tests' pages sent.
 */
let site: SiteWithOwnApi;
test.describe.configure({ mode: 'default' });
test.beforeAll(async () => {
  site = await startSiteWithOwnApi('telemetry');
});
test.afterAll(async () => site?.stop());

const telemetryFile = () => join(site.dataDir, 'telemetry', 'telemetry.ndjson');
const storedLines = () =>
  existsSync(telemetryFile()) ? readFileSync(telemetryFile(), 'utf8').split('\n').filter(Boolean) : [];

/** The status page in a tab of its own, as a section team keeps it open. */
async function openStatus(page: Page) {
  const status = await page.context().newPage();
  await status.goto(`${site.url}/status`);
  await expect(status.getByRole('heading', { level: 1, name: 'Section health' })).toBeVisible();
  return status;
}

const card = (status: Page, remote: string) => status.locator(`section[data-remote="${remote}"]`);

/**
 * Until the collector has started (its chunk loads when the page is idle after load), a page
 * left reports nothing: on a busy machine, later than a test's first steps. Its chunk has
 * arrived, and the tasks after it (running it, then starting the collector) have run.
 */
async function collectorStarted(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/telemetry\.[0-9a-f]+\.js$/.test(entry.name)),
  );
  await page.evaluate(() => new Promise((done) => setTimeout(() => setTimeout(done, 0), 0)));
}

test('a remote whose manifest answers 500 shows on /status as manifest failures, with the status, within 15 s', async ({
  page,
}) => {
  await renderInBrowser(page);
  await page.route(remoteFile('dining', 'mf-manifest.json').glob, (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'down (test)' }),
  );
  await page.goto(`${site.url}/dinning`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Dinning Out is unavailable right now' }),
  ).toBeVisible();

  const status = await openStatus(page);
  const dining = card(status, 'dining');
  await expect(dining.locator('td[data-phase="manifest"]')).not.toHaveText('0', { timeout: 15_000 });
  await expect(dining.locator('td[data-phase="entry"]')).toHaveText('0');
  await expect(dining.getByTestId('failure-statuses')).toContainText('500');
  await expect(dining.getByTestId('success-rate')).toHaveText('0.0%');
});

test('a remote entry answering 503 is an entry failure, not a manifest one', async ({ page }) => {
  await renderInBrowser(page);
  // Every ask, the one after a failed preload too (its own query: shell/src/lib/failed-preloads.ts).
  const entry = remoteFile('checkout', 'remoteEntry.js').pattern;
  await page.route(
    (url) => entry.test(url.pathname),
    (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'down (test)' }),
  );
  await page.goto(`${site.url}/cart`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Checkout is unavailable right now' }),
  ).toBeVisible();

  const status = await openStatus(page);
  const checkout = card(status, 'checkout');
  await expect(checkout.locator('td[data-phase="entry"]')).not.toHaveText('0', { timeout: 15_000 });
  await expect(checkout.locator('td[data-phase="manifest"]')).toHaveText('0');
  await expect(checkout.getByTestId('failure-statuses')).toContainText('503');
});

test('a section the browser blocks is one load failure for its page view, not one per attempt', async ({
  page,
}) => {
  const sent: { events: { type: string; remote: string }[] }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/telemetry'))
      sent.push(JSON.parse(request.postData() ?? '{}'));
  });
  // Blocked in the browser (an extension, a policy): the load started as hydration starts fails at
  // once, maybe before hydration reaches the section, which then takes that failure as its own.
  await page.route('**/mfe/nightlife/**', (route) => route.abort('blockedbyclient'));
  await page.goto(`${site.url}/nightlife`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Nightlife is not fully working right now' }),
  ).toBeVisible();
  await collectorStarted(page);
  const failures = () =>
    sent
      .flatMap(({ events }) => events)
      .filter((event) => event.remote === 'nightlife' && event.type === 'load-failed');
  // A failure goes out within a second of its report (start-telemetry.ts), the page still open: a
  // beacon sent as the page is left is not always seen here (the page it came from is gone).
  await expect.poll(() => failures().length).toBeGreaterThan(0);
  // Leaving the page hides it: the collector sends what it holds.
  await page.goto('about:blank');
  await expect
    .poll(() => sent.flatMap(({ events }) => events).filter((event) => event.type === 'view').length)
    .toBe(1);
  expect(failures()).toHaveLength(1);
});

test('a remote that throws on render is attributed to that remote, in the render phase', async ({ page }) => {
  await renderInBrowser(page);
  // Released code is pinned to its digests, which would refuse the changed module
  // below before it runs: this page gets the site as if nightlife were released unpinned (no
  // digests in the config, none on the page's preload hints).
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const { integrity: _pins, ...unpinned } = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: unpinned });
  });
  await page.route('**/*', async (route, request) => {
    if (!request.isNavigationRequest()) return route.fallback();
    const response = await route.fetch({ headers: { ...request.headers(), ...clientRenderHeader } });
    const { link: _hints, ...headers } = response.headers();
    const body = (await response.text()).replace(/ integrity="[^"]*"/g, '');
    return route.fulfill({ response, headers, body });
  });
  // The nightlife listing throws when it renders: its city control's class is computed then
  // (a literal inside the component, not one read as the module loads).
  let broken = false;
  await page.route(remoteFile('nightlife', '*.js').glob, async (route) => {
    const response = await route.fetch();
    const code = await response.text();
    if (!code.includes('"form-control"')) return route.fulfill({ response, body: code });
    broken = true;
    const body = code.replaceAll(
      '"form-control"',
      '(()=>{throw new Error("nightlife render failed (test)")})()',
    );
    await route.fulfill({ response, body });
  });
  await page.goto(`${site.url}/nightlife`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Nightlife is unavailable right now' }),
  ).toBeVisible();
  expect(broken, "the class is in one of the remote's scripts").toBe(true);

  const status = await openStatus(page);
  const nightlife = card(status, 'nightlife');
  await expect(nightlife.locator('td[data-phase="render"]')).not.toHaveText('0', { timeout: 15_000 });
  await expect(nightlife.getByTestId('errors')).not.toHaveText('0');
  const stored = storedLines().map(
    (line) => JSON.parse(line) as { type: string; remote: string; message?: string },
  );
  const error = stored.find(
    (event) => event.type === 'error' && event.message?.includes('nightlife render failed'),
  );
  expect(error?.remote).toBe('nightlife');
  const attributed = stored.filter((event) => event.message?.includes('nightlife render failed'));
  expect(attributed.every((event) => event.remote === 'nightlife')).toBe(true);
});

test('web vitals of /delivery appear on /status with p75 against the budget', async ({ page }) => {
  await page.goto(`${site.url}/delivery`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Food Online In NCR Delhi' })).toBeVisible();
  await collectorStarted(page);
  await page.getByRole('link', { name: 'Burger' }).first().hover();
  await page.mouse.click(5, 300);
  // Leaving the page hides it: the collector sends what web-vitals reports then (LCP, CLS, INP).
  await page.goto(`${site.url}/status`);
  const delivery = card(page, 'delivery');
  for (const vital of ['LCP', 'FCP', 'TTFB', 'CLS']) {
    const row = delivery.locator(`tr[data-vital="${vital}"]`);
    await expect(row.locator('td').first()).not.toHaveText('—', { timeout: 15_000 });
    await expect(row.locator('td').nth(2)).toHaveText(/(Pass|Fail)$/);
  }
  await expect(delivery.getByTestId('success-rate')).toHaveText('100.0%');
});

test('malformed telemetry is refused through the site with a JSON error, and nothing is stored', async ({
  request,
}) => {
  const refused = [
    '{"page":',
    JSON.stringify({ page: 'pageview0001', events: [{ type: 'view', remote: 'delivery', email: 'a@b.in' }] }),
    JSON.stringify({ page: 'pageview0001', events: [{ type: 'view', remote: 'payments' }] }),
    JSON.stringify({
      page: 'pageview0001',
      events: Array.from({ length: 21 }, () => ({ type: 'view', remote: 'dining' })),
    }),
  ];
  for (const body of refused) {
    const response = await request.post(`${site.url}/api/telemetry`, {
      data: body,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(response.status(), body).toBe(400);
    expect((await response.json()).error, body).toEqual(expect.any(String));
  }
  // Nothing of theirs stored (other pages' late beacons may still arrive: counted by page id).
  const fromRefused = storedLines().filter((line) => line.includes('pageview0001'));
  expect(fromRefused).toEqual([]);
});

test('/status is noindex, unlinked from the visitor navigation, hydrates cleanly and passes axe', async ({
  page,
  pageErrors,
  request,
}) => {
  const html = await (await request.get(`${site.url}/status`)).text();
  expect(html).toMatch(/<head>[\s\S]*<meta name="robots" content="noindex"\/?>[\s\S]*<\/head>/);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`${site.url}/delivery`);
  await expect(page.locator('a[href$="/status"]')).toHaveCount(0);
  await page.goto(`${site.url}/status`);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('table', { name: 'Every version seen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(5);
  await expectNoAxeViolations(page);
  expect(pageErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
