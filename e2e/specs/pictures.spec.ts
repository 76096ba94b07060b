import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

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
// (docs/architecture.md#first-paint-before-the-code).
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
});
