import type { Page } from '@playwright/test';
import { expect, pageHeading, siteUrl, test } from '../support/fixtures';

/*
 * The checkout pages for a browser with no cart, or one the data service does not know: a plain
 * page that says what is missing and links back to Delivery, drawn by the server whole (never a
 * 'loading' only the page's script could end), with JavaScript on and off.
 */
const pages = [
  { path: '/cart', heading: 'Your Cart', says: 'Your cart is empty' },
  { path: '/payment', heading: 'Your payment', says: 'There is nothing to pay for' },
  { path: '/paymentsuccessful', heading: 'Nothing to confirm', says: 'You have not paid for an order' },
  {
    path: '/paymentsuccessful?attempt=no-such-attempt',
    heading: 'Nothing to confirm',
    says: 'You have not paid for an order',
  },
];

async function expectPlainPage(page: Page, { heading, says }: (typeof pages)[number]) {
  await expect(pageHeading(page, heading)).toBeVisible();
  await expect(page.getByRole('main').getByText(says)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.locator('a[href="/delivery"]').first()).toBeVisible();
  await expect(main.getByText(/Loading/)).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    for (const target of pages) {
      test(`${target.path} for a browser with no visitor cookie`, async ({ page }) => {
        await page.goto(target.path);
        await expectPlainPage(page, target);
      });

      test(`${target.path} for a visitor the data service does not know`, async ({ page, context }) => {
        await context.addCookies([{ name: 'visitorId', value: 'unknown-visitor-1', url: siteUrl() }]);
        await page.goto(target.path);
        await expectPlainPage(page, target);
      });
    }
  });
}
