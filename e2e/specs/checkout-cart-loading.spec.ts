import type { Locator, Page } from '@playwright/test';
import { layoutShift } from '../support/layout-shift';
import { expect, test, waitForHydration } from '../support/fixtures';
import { cake, cartWith, coffee, pizza } from '../support/cart';

/*
 * Issue 32, item 3: on a slow network a returning visitor's /cart showed 'Your Cart' over a
 * placeholder that was not its cart's shape, and 'Cart 0', until the page was live and the
 * cart read: then everything jumped. Now the first response already counts the lines the
 * browser last knew of and holds a row-shaped place for each, and the total with Buy Now.
 */

/** A door the test opens: requests wait behind it, as on a slow network. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Where each of these is on the page (rounded to the pixel). */
const boxesOf = async (locators: Locator[]) =>
  Promise.all(
    locators.map(async (locator) => {
      const box = await locator.boundingBox();
      return box && { y: Math.round(box.y), height: Math.round(box.height) };
    }),
  );

/** The cart's rows (or their places), then 'Total -' and Buy Now. */
const layoutOf = async (page: Page, rows: Locator) =>
  boxesOf([
    ...(await rows.all()),
    page.getByText('Total -', { exact: true }),
    page.getByText('Buy Now', { exact: true }),
  ]);

test("a returning visitor's cart, while it loads, counts its lines and holds their places; they arrive where it said", async ({
  page,
  request,
}) => {
  await cartWith(page, request, [cake, coffee, pizza]);
  const code = gate();
  const cartRead = gate();
  await page.route('**/*.js', async (route) => {
    await code.opened;
    await route.continue();
  });
  await page.route('**/api/cart', async (route) => {
    if (route.request().method() === 'GET') await cartRead.opened;
    await route.continue();
  });

  await page.goto('/cart', { waitUntil: 'commit' });
  const loading = page.getByRole('status', { name: 'Loading your cart' });
  const placeRows = loading.locator('li');
  // The server's page, before any of its code: the last known count, and a place per line.
  await expect(loading).toBeVisible();
  await expect(page.getByTestId('cart-link')).toContainText('3');
  await expect(placeRows).toHaveCount(3);
  const placeholders = await layoutOf(page, placeRows);

  // Live, the cart still on its way: the same.
  code.open();
  await waitForHydration(page);
  await expect(page.getByTestId('cart-link')).toContainText('3');
  await expect(placeRows).toHaveCount(3);

  cartRead.open();
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  expect(await layoutOf(page, page.getByTestId('cart-line'))).toEqual(placeholders);
  expect(await layoutShift(page)).toBeLessThan(0.01);
});
