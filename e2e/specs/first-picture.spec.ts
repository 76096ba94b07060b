import { expect, test } from '../support/fixtures';

/*
 * Each listing's first picture, its largest paint, arrives first: asked for with the page (and
 * drawn by the data service as it starts, mock-api/src/catalog/images.js), while the pictures
 * after it load once laid out, so they never hold it back.
 */
test.beforeEach(async ({ page }) => {
  // The order in which the page's pictures finish loading.
  await page.addInitScript(() => {
    const loaded: string[] = [];
    (window as unknown as { picturesLoaded: string[] }).picturesLoaded = loaded;
    document.addEventListener(
      'load',
      (event) => {
        if (event.target instanceof HTMLImageElement) loaded.push(event.target.currentSrc);
      },
      true,
    );
  });
});

for (const path of ['/nightlife', '/dinning', '/delivery/cake']) {
  test(`${path}: the first card's picture finishes loading before the other cards' pictures`, async ({
    page,
  }) => {
    await page.goto(path);
    const firstRow = page.getByTestId('item-card').locator('img');
    await expect(firstRow.nth(3)).toBeVisible();
    const sources = await firstRow.evaluateAll((images) =>
      images
        .slice(0, 4)
        .map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src),
    );
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { picturesLoaded: string[] }).picturesLoaded))
      .toEqual(expect.arrayContaining(sources));
    const loaded = await page.evaluate(
      () => (window as unknown as { picturesLoaded: string[] }).picturesLoaded,
    );
    const order = loaded.filter((source) => sources.includes(source));
    expect(order[0], order.join(', ')).toBe(sources[0]);
  });
}
