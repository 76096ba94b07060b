import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { putInCart, visitorOf } from '../support/cart';
import { expect, test } from '../support/fixtures';
import {
  copyOfLiveVersion,
  liveVersion,
  renameChunk,
  replaceInBuild,
  runCli,
  syncScripts,
} from '../support/release';
import { startSiteWith, type Site } from '../support/ssr-stack';

/*
 * Releases as visitors meet them. Each remote version lives in its own folder
 * (/mfe/<key>/<version>/) and /config.json says which is live: a page keeps the version it
 * started with, the next load gets the new one, and rollback is a switch back.
 *
 * The code "of the old version not yet loaded" is checkout's: a visitor on /delivery has none of
 * it until they go to the cart.
 */
const heading = 'Order Food Online In NCR Delhi';
const newHeading = 'Order Food Online In NCR Delhi, released';

let site: Site;
const copies: string[] = [];

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  site = await startSiteWith({});
});
test.afterAll(async () => {
  await site?.stop();
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** A new version of a remote: its live files, changed; released with deploy/cli.mjs. */
async function releaseChanged(key: string, change: (dir: string) => void) {
  const dir = copyOfLiveVersion(site.root, key);
  copies.push(dir);
  change(dir);
  const result = await runCli('release', site.root, key, dir);
  expect(result.code, result.stderr).toBe(0);
  expect(result.stdout).toMatch(new RegExp(`^released ${key} [0-9a-f]{12} \\(was [0-9a-f]{12}\\)`));
  return liveVersion(site.root, key);
}

test('a visitor mid-session keeps working across a release; a reload gets the new version', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const remoteFiles: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/mfe/')) remoteFiles.push({ path: pathname, status: response.status() });
  });
  const first = {
    delivery: liveVersion(site.root, 'delivery'),
    checkout: liveVersion(site.root, 'checkout'),
  };

  await page.goto(`${site.url}/delivery`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Something in the cart, put there meanwhile (another tab): checkout's code is not loaded yet.
  await putInCart(request, await visitorOf(page), 'random/1');
  const cartPageScripts = syncScripts(join(site.root, 'mfe', 'checkout', first.checkout), './App');
  expect(cartPageScripts.length).toBeGreaterThan(0);
  expect(remoteFiles.filter(({ path }) => cartPageScripts.some((file) => path.endsWith(file)))).toEqual([]);

  // New versions of both: delivery with another heading; checkout rebuilt so that the
  // scripts of its /cart page have new names (absent from the new version).
  const next = {
    delivery: await releaseChanged('delivery', (dir) =>
      expect(replaceInBuild(dir, heading, newHeading)).toBeGreaterThan(0),
    ),
    checkout: await releaseChanged('checkout', (dir) => {
      for (const file of cartPageScripts) renameChunk(dir, file);
    }),
  };
  expect(next.delivery).not.toBe(first.delivery);
  expect(next.checkout).not.toBe(first.checkout);
  const releasedAt = remoteFiles.length;

  // Client-side to /cart: the scripts of the page's own (old) checkout version load.
  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Buy Now' })).toBeVisible();
  // And back to /delivery (history, client-side): still the version the page started with.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const midSession = remoteFiles.slice(releasedAt);
  for (const file of cartPageScripts)
    expect(midSession).toContainEqual({ path: `/mfe/checkout/${first.checkout}/${file}`, status: 200 });
  expect(
    midSession.filter(({ path }) => path.includes(next.checkout) || path.includes(next.delivery)),
  ).toEqual([]);

  // A reload reads /config.json again: the new delivery version, server-rendered and in the browser.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: newHeading })).toBeVisible();
  expect(remoteFiles).toContainEqual({
    path: `/mfe/delivery/${next.delivery}/mf-manifest.json`,
    status: 200,
  });
  expect(remoteFiles.filter(({ status }) => status >= 400)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('rollback: the previous version serves on the next load', async ({ page }) => {
  const released = liveVersion(site.root, 'delivery');
  await page.goto(`${site.url}/delivery`);
  await expect(page.getByRole('heading', { level: 1, name: newHeading })).toBeVisible();

  const rollback = await runCli('rollback', site.root, 'delivery');
  expect(rollback.code, rollback.stderr).toBe(0);
  expect(rollback.stdout).toMatch(
    new RegExp(`^rolled delivery back to [0-9a-f]{12} \\(was ${released}\\) in \\d+ ms$`),
  );
  // Reported, not asserted (tests do not time things): the figure docs/releases.md quotes.
  test.info().annotations.push({
    type: 'rollback time',
    description: `${Math.round(rollback.ms)} ms (${rollback.stdout})`,
  });
  console.log(`rollback: ${Math.round(rollback.ms)} ms wall time; ${rollback.stdout}`);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const status = JSON.parse((await runCli('status', site.root, '--json')).stdout);
  expect(status.remotes.delivery.current).toBe(liveVersion(site.root, 'delivery'));
  expect(status.remotes.delivery.previous).toBe(released);
});
