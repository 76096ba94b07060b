import type { Locator, Page } from '@playwright/test';
import { layoutShift } from '../support/layout-shift';
import { expect, test, waitForHydration } from '../support/fixtures';
import { cake, cartWith, coffee, pizza } from '../support/cart';

/*
 * A returning visitor's /cart is drawn on the server with their own lines (their visitorId
 * cookie): the first response holds the rows, the total and Buy Now, before any of the page's
 * code, and nothing moves when the page comes alive.
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

test("a returning visitor's cart is in the first response, and stays where it is when the page is live", async ({
  page,
  request,
}) => {
  await cartWith(page, request, [cake, coffee, pizza]);
  const code = gate();
  await page.route('**/*.js', async (route) => {
    await code.opened;
    await route.continue();
  });

  await page.goto('/cart', { waitUntil: 'commit' });
  // The server's page, before any of its code: the visitor's lines, total and Buy Now.
  const rows = page.getByTestId('cart-line');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('cart-total')).toHaveText(
    `Rs. ${cake.price + coffee.price + pizza.price} /-`,
  );
  const drawn = await layoutOf(page, rows);

  code.open();
  await waitForHydration(page);
  await expect(rows).toHaveCount(3);
  expect(await layoutOf(page, rows)).toEqual(drawn);
  expect(await layoutShift(page)).toBeLessThan(0.01);
});
