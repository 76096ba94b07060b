import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { cake, cartWith, coffee } from '../support/cart';

/** Every picture on the page: where it came from and whether it drew. */
const pictures = (page: Page) =>
  page.evaluate(() =>
    [...document.images].map((image) => ({
      // A lazy picture below the fold has not started: its address, and nothing to check yet.
      url: image.currentSrc || image.src,
      drawn: image.currentSrc === '' || (image.complete && image.naturalWidth > 0),
    })),
  );

// Pictures are WebP, decoded off the main thread, never SVG documents drawn on it
// (docs/serving.md#first-paint-before-the-code).
test.describe('pictures', () => {
  for (const path of ['/delivery', '/delivery/cake', '/dinning', '/nightlife', '/delivery/cake/1']) {
    test(`${path} shows every picture as WebP, each drawn`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main img').first()).toBeVisible();
      // One look at every picture at a time: the page may still swap some (the carousel's strip).
      const notWebP = (await pictures(page)).filter((picture) => !/\.webp$/.test(picture.url));
      expect(notWebP, 'every picture WebP').toEqual([]);
      await expect
        .poll(async () =>
          (await pictures(page)).filter((picture) => !picture.drawn).map((picture) => picture.url),
        )
        .toEqual([]);
    });
  }

  test.describe('on a high-density screen', () => {
    test.use({ deviceScaleFactor: 2, viewport: { width: 375, height: 800 } });

    test('the catalogue pictures come at twice the size', async ({ page }) => {
      await page.goto('/delivery');
      const card = page.locator('main a[data-testid="item-card"] img').first();
      await expect(card).toBeVisible();
      await expect
        .poll(() => card.evaluate((image: HTMLImageElement) => image.currentSrc))
        .toMatch(/@2x\.webp$/);
      // naturalWidth counts CSS pixels: an 800 px file at density 2.
      await expect.poll(() => card.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(400);
    });
  });

  // A square crop of the 4:3 pictures would cut their corner badge to a sliver.
  for (const width of [1280, 375]) {
    test(`the cart's thumbnails show the whole picture, corner badge included, at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await cartWith(page, request, [cake, coffee]);
      const thumbnails = page.getByTestId('cart-line').locator('img');
      await expect(thumbnails).toHaveCount(2);
      for (const thumbnail of await thumbnails.all()) {
        await expect
          .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
        const shown = await thumbnail.evaluate((image: HTMLImageElement) => ({
          box: image.clientWidth / image.clientHeight,
          picture: image.naturalWidth / image.naturalHeight,
          fit: getComputedStyle(image).objectFit,
        }));
        // Drawn whole: its box has the picture's shape, or the picture is fitted inside it.
        if (shown.fit !== 'contain' && shown.fit !== 'scale-down') {
          expect(Math.abs(shown.box - shown.picture), JSON.stringify(shown)).toBeLessThan(0.02);
        }
      }
    });
  }
});
