import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { copyOfLiveVersion, fileDigests, liveVersion, replaceInBuild, runCli } from '../support/release';
import { startSiteWith, type Site } from '../support/ssr-stack';

/*
 * A section team ships its own UI (docs/decisions/0016-section-ui-per-remote.md): dining's
 * cards are its own build's copy of @zomato/section-ui, so a dining version whose card
 * differs, released with deploy/cli.mjs alone, shows on dining's pages, in the server's HTML
 * and in the browser, while the shell and delivery, not rebuilt, stay as they were.
 *
 * The change is made in the built files (browser and server bundles), as in release.spec.ts:
 * the card's rating format ('4.0 ★', section-ui/src/format/rating.ts), given a text after the star.
 */
const ratingCode = ' ★`';
const newText = 'Dining’s pick';
const changedRatingCode = ` ★ · ${newText}\``;

let site: Site;
let changed: string;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  site = await startSiteWith({});
});
test.afterAll(async () => {
  await site?.stop();
  if (changed) rmSync(changed, { recursive: true, force: true });
});

const serverHtml = async (path: string) => (await fetch(`${site.url}${path}`)).text();
const occurrences = (text: string, part: string) => text.split(part).length - 1;
const diningHeading = 'Dine-Out Restaurants In NCR Delhi';
const cards = (page: Page) => page.locator('main').getByTestId('item-card');

/** Every card of the page shows the text (and there are cards). */
async function everyCardShows(page: Page) {
  await expect(cards(page).first()).toContainText(newText);
  await expect(cards(page).filter({ hasNotText: newText })).toHaveCount(0);
}
async function noCardShows(page: Page) {
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).filter({ hasText: newText })).toHaveCount(0);
}

test('dining releases a card of its own alone: dining shows it, the shell and delivery do not change; rollback', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const first = liveVersion(site.root, 'dining');
  const deliveryVersion = liveVersion(site.root, 'delivery');
  const untouched = ['shell', 'mfe/delivery'];
  const before = untouched.map((part) => fileDigests(join(site.root, part)));
  expect(await serverHtml('/dinning')).not.toContain(newText);

  // Dining's next version: its live files with another card, released alone.
  changed = copyOfLiveVersion(site.root, 'dining');
  expect(replaceInBuild(changed, ratingCode, changedRatingCode)).toBeGreaterThan(0);
  const released = await runCli('release', site.root, 'dining', changed);
  expect(released.code, released.stderr).toBe(0);
  expect(liveVersion(site.root, 'dining')).not.toBe(first);

  // The server's HTML: every dining card has the text; delivery's cards none.
  const dining = await serverHtml('/dinning');
  expect(occurrences(dining, 'data-testid="item-card"')).toBeGreaterThan(0);
  expect(occurrences(dining, newText)).toBe(occurrences(dining, 'data-testid="item-card"'));
  const delivery = await serverHtml('/delivery');
  expect(occurrences(delivery, 'data-testid="item-card"')).toBeGreaterThan(0);
  expect(delivery).not.toContain(newText);

  // In the browser: dining's cards as served, then rendered by the browser after a tab switch from
  // delivery (the remote's code, not the server's HTML); delivery's cards stay as they were.
  await page.goto(`${site.url}/dinning`);
  await everyCardShows(page);
  await page.goto(`${site.url}/delivery`);
  await noCardShows(page);
  const tabs = page.getByRole('navigation', { name: 'Sections' });
  await tabs.getByRole('link', { name: 'Dinning Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: diningHeading })).toBeVisible();
  await everyCardShows(page);
  await tabs.getByRole('link', { name: 'Delivery' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Food Online In NCR Delhi' })).toBeVisible();
  await noCardShows(page);

  // Nothing of the shell or delivery was rebuilt or changed.
  expect(untouched.map((part) => fileDigests(join(site.root, part)))).toEqual(before);
  expect(liveVersion(site.root, 'delivery')).toBe(deliveryVersion);

  // Rollback takes the card away, on the server and in the browser.
  const rollback = await runCli('rollback', site.root, 'dining');
  expect(rollback.code, rollback.stderr).toBe(0);
  expect(liveVersion(site.root, 'dining')).toBe(first);
  expect(await serverHtml('/dinning')).not.toContain(newText);
  await page.goto(`${site.url}/delivery`);
  await tabs.getByRole('link', { name: 'Dinning Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: diningHeading })).toBeVisible();
  await noCardShows(page);
  expect(pageErrors).toEqual([]);
});

test('a release between the server drawing a page and the browser reading config.json: the page hydrates with the version drawn', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const first = liveVersion(site.root, 'dining');
  const next = copyOfLiveVersion(site.root, 'dining');
  try {
    expect(replaceInBuild(next, ratingCode, changedRatingCode)).toBeGreaterThan(0);
    const reactErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /React error|Hydration/i.test(message.text()))
        reactErrors.push(message.text());
    });
    // The browser reads the config only once the release is out: the page on its way was drawn before it.
    let releaseOut = () => undefined as void;
    const released = new Promise<void>((resolve) => (releaseOut = resolve));
    await page.route('**/config.json', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${site.url}/dinning`);
    await noCardShows(page);
    const release = await runCli('release', site.root, 'dining', next);
    expect(release.code, release.stderr).toBe(0);
    expect(liveVersion(site.root, 'dining')).not.toBe(first);
    releaseOut();

    // Hydrated with the code it was drawn with: the server's cards stay as they are (another
    // version's code would have thrown them away and drawn its own), and they are live.
    await waitForHydration(page);
    await noCardShows(page);
    await page.getByRole('combobox', { name: /price/i }).first().selectOption('ascPrice');
    await expect(page).toHaveURL(/sort=ascPrice/);
    await noCardShows(page);
    expect(reactErrors).toEqual([]);

    // The next page is the new version's.
    await page.unroute('**/config.json');
    await page.goto(`${site.url}/dinning`);
    await everyCardShows(page);
    expect(pageErrors).toEqual([]);
  } finally {
    await runCli('rollback', site.root, 'dining', first);
    rmSync(next, { recursive: true, force: true });
  }
});
