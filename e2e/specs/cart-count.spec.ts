import type { Browser, Page } from '@playwright/test';
import { cake, coffee, row } from '../support/cart';
import { expect, siteUrl, test } from '../support/fixtures';

/*
 * The top bar counts the cart's items (a cake × 2 and a coffee × 1 are 3), drawn by the server on
 * every page before the page is live and without JavaScript, from the browser's own cart hint
 * (docs/decisions/0022): a kept page never shows another visitor's count.
 */
const cartLink = (page: Page) => page.getByTestId('cart-link');
const countIn = (html: string) => /data-testid="cart-link"[^]*?>(\d+)<\/span>/.exec(html)?.[1];

/** The page's HTML as its server sent it, with this browser's cookies. */
const firstHtml = async (page: Page, path: string) => (await page.request.get(path)).text();

/** ADD TO CART on the item's page, until its line shows in the cart view that follows. */
async function addFrom(page: Page, item: { source: string; name: string }) {
  await page.goto(`/delivery/${item.source}`);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(row(page, item.name)).toBeVisible();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('each add, + and Remove is counted in items on the page that follows, and on every other page', async ({
    page,
  }) => {
    await page.goto('/delivery');
    await expect(cartLink(page)).toHaveAccessibleName('Cart 0 items');
    await addFrom(page, cake);
    await expect(cartLink(page)).toHaveAccessibleName('Cart 1 item');
    await row(page, cake.name)
      .getByRole('button', { name: `Increase quantity of ${cake.name}` })
      .click();
    await expect(row(page, cake.name).getByTestId('quantity')).toHaveText('2');
    await expect(cartLink(page)).toHaveAccessibleName('Cart 2 items');
    await addFrom(page, coffee);
    await expect(cartLink(page)).toHaveAccessibleName('Cart 3 items');
    for (const path of ['/delivery', '/dinning', '/search?q=cake', '/payment']) {
      await page.goto(path);
      await expect(cartLink(page), path).toHaveAccessibleName('Cart 3 items');
    }
    await page.goto('/cart');
    await row(page, cake.name)
      .getByRole('button', { name: `Remove ${cake.name}` })
      .click();
    await expect(row(page, cake.name)).toHaveCount(0);
    await expect(cartLink(page)).toHaveAccessibleName('Cart 1 item');
  });
});

test('with JavaScript on, every page arrives counting the items, and a kept page counts each visitor’s own', async ({
  page,
  browser,
}) => {
  await addFrom(page, cake);
  await row(page, cake.name)
    .getByRole('button', { name: `Increase quantity of ${cake.name}` })
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart 2 items');
  await addFrom(page, coffee);
  await expect(cartLink(page)).toHaveAccessibleName('Cart 3 items');
  for (const path of ['/delivery', '/delivery/cake', '/nightlife', '/search-details/1']) {
    expect(countIn(await firstHtml(page, path)), path).toBe('3');
  }
  await page.goto('/dinning');
  await expect(cartLink(page)).toHaveAccessibleName('Cart 3 items');

  // Another browser, its cart empty, asks for the same pages just after: never this one's count.
  const other = await (browser as Browser).newContext({ baseURL: siteUrl() });
  const otherPage = await other.newPage();
  for (const path of ['/delivery', '/dinning']) {
    expect(countIn(await firstHtml(otherPage, path)), path).toBe('0');
  }
  await other.close();
});
