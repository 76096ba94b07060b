import type { Page } from '@playwright/test';
import { fromApi, type FoodItem } from '../support/data-service';
import { expect, pageHeading, sectionTab, test } from '../support/fixtures';

/*
 * The visitor's city holds for the visit: every link to a listing or a detail carries it in the
 * address, so the page it opens (a reload too) shows the same city; chosen where it filters
 * nothing, it is kept for the next listing, and the top bar says so.
 */
const topBarCity = (page: Page) => page.getByTestId('top-bar-city');
const cards = (page: Page) => page.getByTestId('item-card');
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 812 } });

    test('Noida chosen on a listing holds past a detail, its reload and the next tab', async ({ page }) => {
      const restaurants = await fromApi<FoodItem[]>('restaurants');
      const inNoida = restaurants.filter((item) => item.place === 'Noida');
      await page.goto('/delivery/cake');
      await topBarCity(page).selectOption('Noida');
      await expect(page).toHaveURL(/\/delivery\/cake\?city=Noida$/);
      // The visitor opens a card of the list they now see: Noida's cakes only.
      const noidaCakes = (await fromApi<FoodItem[]>('Cake')).filter((item) => item.place === 'Noida');
      await expect(cards(page)).toHaveCount(noidaCakes.length);
      await cards(page).first().click();
      await expect(page).toHaveURL(/\/delivery\/cake\/\d+\?city=Noida$/);
      await expect(page.getByTestId('detail-price')).toBeVisible();
      await page.reload();
      await expect(topBarCity(page)).toHaveValue('Noida');
      await sectionTab(page, 'Dinning Out').click();
      await expect(page).toHaveURL(/\/dinning\?city=Noida$/);
      await expect(pageHeading(page, 'Dine-Out Restaurants In NCR Delhi')).toBeVisible();
      await expect(cards(page)).toHaveCount(inNoida.length);
      for (const card of await cards(page).all()) await expect(card).toContainText('Noida');
    });

    test('chosen on a detail, the city is kept for the next listing and the top bar says so', async ({
      page,
    }) => {
      const cakes = await fromApi<FoodItem[]>('Cake');
      const inGurgaon = cakes.filter((item) => item.place === 'Gurgaon');
      expect(inGurgaon.length).toBeGreaterThan(0);
      await page.goto('/delivery/cake/1');
      await expect(page.getByTestId('detail-price')).toBeVisible();
      await topBarCity(page).selectOption('Gurgaon');
      await expect(page.getByRole('status').filter({ hasText: 'listings you open next' })).toHaveText(
        'The listings you open next show Gurgaon.',
      );
      await expect(page).toHaveURL(/\/delivery\/cake\/1\?city=Gurgaon$/);
      expect(await overflow(page)).toBe(0);
      await page.screenshot({ path: test.info().outputPath(`city-kept-${width}.png`) });
      await page
        .getByRole('main')
        .getByRole('link', { name: /Back to/ })
        .click();
      await expect(page).toHaveURL(/\/delivery\/cake\?city=Gurgaon$/);
      await expect(cards(page)).toHaveCount(inGurgaon.length);
      await expect(page.getByRole('status').filter({ hasText: 'listings you open next' })).toHaveCount(0);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the top bar's city is a form: Go on a detail keeps it for the tabs", async ({ page }) => {
    const restaurants = await fromApi<FoodItem[]>('restaurants');
    const inNoida = restaurants.filter((item) => item.place === 'Noida');
    await page.goto('/delivery/cake/1');
    await topBarCity(page).selectOption('Noida');
    await page.getByRole('banner').getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/delivery\/cake\/1\?city=Noida$/);
    await expect(topBarCity(page)).toHaveValue('Noida');
    await sectionTab(page, 'Nightlife').click();
    await expect(page).toHaveURL(/\/nightlife\?city=Noida$/);
    await expect(cards(page)).toHaveCount(inNoida.length);
  });
});
