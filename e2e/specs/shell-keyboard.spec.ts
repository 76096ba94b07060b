import type { Page } from '@playwright/test';
import { expect, test, sectionTab, pageHeading, waitForHydration } from '../support/fixtures';
import { putInCart, visitorOf } from '../support/cart';

/** What has focus: its tag, its text and whether it sits inside the page's main content. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase(),
      text: element?.textContent?.trim() ?? '',
      inMain: Boolean(element?.closest('#main-content')),
    };
  });

test.describe('keyboard: skip link and focus after navigation', () => {
  test('the first Tab reaches "Skip to main content"; it jumps past the top and tab bars', async ({
    page,
  }) => {
    await page.goto('/delivery');
    await expect(pageHeading(page, 'Order Food Online In NCR Delhi')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMain).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/delivery');
  });

  test('the landing page has the skip link too, into its main content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMain).toBe(true);
  });

  // Focus after a navigation in the page: the page must be live for that (a link followed before
  // is a page load of its own, which starts at the top as every page load does).
  test("a tab bar click moves focus to the new page's heading", async ({ page }) => {
    await page.goto('/delivery');
    await waitForHydration(page);
    await expect(pageHeading(page, 'Order Food Online In NCR Delhi')).toBeVisible();
    await sectionTab(page, 'Dinning Out').click();
    await expect(pageHeading(page, 'Dine-Out Restaurants In NCR Delhi')).toBeFocused();
  });

  test("a card opened from a listing puts focus on the item's heading; Back on the listing's", async ({
    page,
  }) => {
    await page.goto('/nightlife');
    await waitForHydration(page);
    const card = page.getByRole('main').getByRole('link').first();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
    await page.goBack();
    await expect(pageHeading(page, 'NightLife Restaurants In NCR Delhi')).toBeFocused();
  });

  test('a dish chosen in the search opens its page with focus on its heading', async ({ page }) => {
    await page.goto('/dinning');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search dishes' });
    await search.fill('Big City Pizza');
    // As a visitor does: the keys are pressed once the results are there.
    await expect(page.getByRole('option', { name: /Big City Pizza/ }).first()).toBeVisible();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search-details\/\d+$/);
    await expect(pageHeading(page, 'Big City Pizza')).toBeFocused();
  });

  test('focus stays where the visitor put it while a new page is still loading', async ({ page }) => {
    await page.goto('/delivery');
    await expect(pageHeading(page, 'Order Food Online In NCR Delhi')).toBeVisible();
    // Hold the nightlife list back so its page heading comes late.
    await page.route('**/api/restaurants', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await sectionTab(page, 'Nightlife').click();
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search dishes' });
    await search.focus();
    await search.pressSequentially('piz');
    await page.waitForTimeout(2000);
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('piz');
  });
});

test.describe('search results and the cart count', () => {
  test('two dishes of one name are told apart by place and price', async ({ page }) => {
    await page.goto('/delivery');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search dishes' });
    await search.fill('Chicago Shake');
    const options = page.getByRole('listbox', { name: 'Dishes' }).getByRole('option');
    await expect(options).toHaveCount(2);
    await expect(options.nth(0)).toContainText('Gurgaon');
    await expect(options.nth(0)).toContainText('Rs. 200');
    await expect(options.nth(1)).toContainText('Noida');
    await expect(options.nth(1)).toContainText('Rs. 180');
  });

  test('the pointer resting on a result makes it the active option', async ({ page }) => {
    await page.goto('/delivery');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search dishes' });
    await search.fill('pizza');
    const second = page.getByRole('listbox', { name: 'Dishes' }).getByRole('option').nth(1);
    await second.hover();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('listbox', { name: 'Dishes' }).getByRole('option').nth(0)).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(search).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search-details\/\d+$/);
  });

  test("the cart link says '1 item', then '2 items'", async ({ page, request }) => {
    await page.goto('/cart');
    const visitor = await visitorOf(page);
    await putInCart(request, visitor, 'cake/1');
    await page.reload();
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Cart 1 item');
    await putInCart(request, visitor, 'coffee/1');
    await page.reload();
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Cart 2 items');
  });
});

test.describe('addresses with a dot in the last segment', () => {
  test('a missing script is still a plain 404 (never the page)', async ({ request }) => {
    const response = await request.get('/mfe/delivery/no-such-chunk.0123abcd.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/plain');
    expect(await response.text()).toBe('Not found');
  });

  test('a malformed address gets a short answer, never a stack trace', async ({ request }) => {
    for (const path of ['/mfe/delivery/%E0%A4%A.js', '/%E0%A4%A.js']) {
      const response = await request.get(path);
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(response.status(), path).toBeLessThan(500);
      expect(await response.text(), path).not.toMatch(/ at |node_modules|Error:/);
    }
  });
});
