import type { Locator, Page } from '@playwright/test';
import { cake, cartWith } from '../support/cart';
import { expect, test } from '../support/fixtures';

/*
 * The finish of the pages a visitor orders through, at 1280 and 375 px: selects read whole,
 * what belongs to a centred block is centred with it, links look like the app's, and the fixed
 * 'not fully working' notice never covers the page's end.
 */
const centreX = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.x + box.width / 2;
};

/** Whether a select shows its chosen option's text whole (its font, its padding, the arrow). */
const readsWhole = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const text = context.measureText(element.selectedOptions[0]?.text ?? '').width;
    const arrow = 16;
    return (
      text + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + arrow <= element.clientWidth
    );
  });

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`) });

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 812 } });

    test('the listing selects read their choice whole', async ({ page }) => {
      await page.goto('/delivery/cake?sort=ascPrice');
      const price = page.getByRole('main').getByRole('combobox', { name: 'Price' });
      await expect(price).toHaveValue('ascPrice');
      expect(await readsWhole(price)).toBe(true);
      await page.goto('/delivery/cake?sort=descRating&city=New%20Delhi');
      for (const name of ['City', 'Rating'])
        expect(await readsWhole(page.getByRole('main').getByRole('combobox', { name }))).toBe(true);
    });

    test("an empty cart's heading sits over its note; /payment's Back to cart under its card", async ({
      page,
      request,
    }) => {
      await page.goto('/cart');
      const note = page.getByRole('main').getByRole('status').filter({ hasText: 'Your cart is empty' });
      await expect(note).toBeVisible();
      const heading = page.getByRole('heading', { level: 1, name: 'Your Cart' });
      const headingText = await heading.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const box = range.getBoundingClientRect();
        return box.x + box.width / 2;
      });
      expect(Math.abs(headingText - (await centreX(note)))).toBeLessThan(2);
      await screenshot(page, `empty-cart-${width}`);

      await cartWith(page, request, [cake]);
      await page.goto('/payment');
      const back = page.getByRole('link', { name: /Back to cart/ });
      await expect(back).toBeVisible();
      const form = page.getByRole('main').locator('form');
      expect(Math.abs((await centreX(back)) - (await centreX(form)))).toBeLessThan(2);
    });

    test("the 'not fully working' notice leaves the page's end in view", async ({ page }) => {
      await page.route('**/mfe/delivery/**', (route) => route.fulfill({ status: 503, body: 'down' }));
      await page.goto('/delivery/cake');
      const notice = page.getByRole('alert').filter({ hasText: 'is not fully working right now' });
      await expect(notice).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = page.getByTestId('promo-footer');
      await expect(footer).toBeVisible();
      await expect
        .poll(async () => {
          const [end, over] = [(await footer.boundingBox())!, (await notice.boundingBox())!];
          return end.y + end.height <= over.y;
        })
        .toBe(true);
      await screenshot(page, `notice-${width}`);
    });
  });
}
