import type { Page, Route } from '@playwright/test';
import { expect, remoteFile, renderInBrowser, test, waitForHydration } from '../support/fixtures';

/** Each remote, a page it owns, and what that page shows when it works. */
const remotes = [
  { key: 'delivery', name: 'Delivery', path: '/delivery', heading: 'Order Food Online In NCR Delhi' },
  { key: 'dining', name: 'Dinning Out', path: '/dinning', heading: 'Dine-Out Restaurants In NCR Delhi' },
  { key: 'nightlife', name: 'Nightlife', path: '/nightlife', heading: 'NightLife Restaurants In NCR Delhi' },
  { key: 'checkout', name: 'Checkout', path: '/cart', heading: /cart/i },
  { key: 'auth', name: 'Account', path: '/login', heading: 'Log in' },
] as const;

type Fault = '404' | '500' | 'never';

/**
 * Makes a remote's entry (its manifest) answer 404, 500, or never. `restore` brings the
 * entry back for new requests only: a request already held stays unanswered, as a hung
 * connection would, so recovery has to come from Retry. `cleanup` releases held requests.
 */
async function breakEntry(page: Page, key: string, fault: Fault) {
  // The remote is down for the browser only: the page is rendered there, as without SSR.
  await renderInBrowser(page);
  const held: Route[] = [];
  let broken = true;
  await page.route(remoteFile(key, 'mf-manifest.json').glob, async (route) => {
    if (!broken) await route.continue();
    else if (fault === 'never') held.push(route);
    else await route.fulfill({ status: Number(fault), contentType: 'text/plain', body: `entry ${fault}` });
  });
  return {
    restore: () => {
      broken = false;
    },
    cleanup: async () => {
      for (const route of held) await route.abort().catch(() => undefined);
    },
  };
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).first();

for (const remote of remotes) {
  for (const fault of ['404', '500', 'never'] as const) {
    test(`${remote.key} entry answering ${fault}: fallback with Retry, the rest works, Retry recovers`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const other = remote.key === 'delivery' ? remotes[1] : remotes[0];
      const entry = await breakEntry(page, remote.key, fault);
      await page.goto(remote.path);

      if (fault === 'never') {
        const slow = page.getByRole('status').filter({ hasText: 'taking longer than usual' });
        await expect(slow).toBeVisible({ timeout: 20_000 });
        await expect(slow.getByRole('button', { name: 'Retry' })).toBeVisible();
      } else {
        const fallback = page
          .getByRole('alert')
          .filter({ hasText: `${remote.name} is unavailable right now` });
        await expect(fallback).toBeVisible();
        await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
      }

      // The shell keeps working: the top bar, and another section through client-side navigation.
      await expect(page.getByRole('link', { name: 'zomato home' })).toBeVisible();
      await page.getByRole('link', { name: 'zomato home' }).click();
      await expect(
        page.getByRole('heading', { name: 'Discover the best Food and Drinks in Delhi NCR' }),
      ).toBeVisible();
      await page.goto(other.path);
      await expect(heading(page, other.heading)).toBeVisible();
      const tabs = page.getByRole('navigation', { name: 'Sections' });
      if (remote.key === 'dining' || remote.key === 'nightlife') {
        await tabs.getByRole('link', { name: remote.key === 'dining' ? 'Dinning Out' : 'Nightlife' }).click();
        await expect(
          page.getByText(fault === 'never' ? 'Loading' : 'is unavailable right now').first(),
        ).toBeVisible();
        await tabs.getByRole('link', { name: 'Delivery' }).click();
        await expect(heading(page, 'Order Food Online In NCR Delhi')).toBeVisible();
      }

      // Back on the broken section: once the entry is back, Retry loads it.
      await page.goto(remote.path);
      const retry = page.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible({ timeout: 20_000 });
      entry.restore();
      await retry.click();
      await expect(heading(page, remote.heading)).toBeVisible();
      await expect(page.getByText('is unavailable right now')).toHaveCount(0);
      await entry.cleanup();
    });
  }
}

test('a remote chunk that is slow shows a spinner, then the content', async ({ page }) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await renderInBrowser(page);
  await page.route(remoteFile('nightlife', '__federation_expose_*.js').glob, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/nightlife');
  await expect(page.getByRole('status').filter({ hasText: 'Loading Nightlife' })).toBeVisible();
  await page.waitForTimeout(2500); // held a few seconds: still the spinner, never a blank page
  await expect(page.getByRole('status').filter({ hasText: 'Loading Nightlife' })).toBeVisible();
  release();
  await expect(heading(page, 'NightLife Restaurants In NCR Delhi')).toBeVisible();
});

test('the API down shows error states with Retry, never a blank page, and recovers', async ({ page }) => {
  await renderInBrowser(page);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/delivery/cake');
  const error = page.getByRole('alert').filter({ hasText: 'We could not load this list.' });
  await expect(error).toBeVisible();
  await expect(error).toContainText('could not be reached');
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();

  await page.goto('/dinning/3');
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load these details.' })).toBeVisible();

  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(heading(page, /\S/)).toBeVisible();
  await page.goto('/delivery/cake');
  await expect(heading(page, 'Order your Cake')).toBeVisible();
  await expect(page.getByTestId('item-card').first()).toBeVisible();
});

test("Retry on a failed list puts focus on the list's heading once it loads", async ({ page }) => {
  await renderInBrowser(page);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/nightlife');
  const retry = page
    .getByRole('alert')
    .filter({ hasText: 'We could not load this list.' })
    .getByRole('button', { name: 'Retry' });
  await page.unroute('**/api/**');
  await retry.focus();
  await page.keyboard.press('Enter');
  const listHeading = heading(page, 'NightLife Restaurants In NCR Delhi');
  await expect(page.getByTestId('item-card').first()).toBeVisible();
  await expect(listHeading).toBeFocused();
  // The next Tab goes on into the page, not back to its top.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test.describe('a shell page whose code does not load, opened from a live page, says so: never an empty page', () => {
  test('the landing page, from the logo', async ({ page, pageErrors }) => {
    await page.goto('/delivery');
    await waitForHydration(page);
    await page.route(/\/landing\.[0-9a-f]+\.js$/, (route) => route.abort('failed'));
    await page.locator('a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'This page is unavailable right now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the search results, from the top bar: the top bar stays', async ({ page }) => {
    await page.goto('/delivery');
    await waitForHydration(page);
    await page.route(/\/search-page\.[0-9a-f]+\.js$/, (route) => route.abort('failed'));
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search dishes' });
    await search.fill('cake');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=cake$/);
    await expect(page.getByRole('heading', { name: 'This page is unavailable right now' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search dishes' })).toBeVisible();
  });
});
