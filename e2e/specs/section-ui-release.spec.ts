import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
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
