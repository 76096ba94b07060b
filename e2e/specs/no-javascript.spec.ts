import { fromApi, type FoodItem } from '../support/data-service';
import { expect, literal, pageHeading, sectionTab, test } from '../support/fixtures';

/**
 * What works before a page is live works without JavaScript at all: the server
 * renders every address, so every link (tabs, cards, carousel tiles, detail pages) is a page.
 * The listing's city and sort controls: listing-url.spec.ts.
 */
test.use({ javaScriptEnabled: false });

test.describe('without JavaScript', () => {
  test('the tabs lead to every section', async ({ page }) => {
    await page.goto('/delivery');
    await expect(pageHeading(page, 'Order Food Online In NCR Delhi')).toBeVisible();
    await sectionTab(page, 'Nightlife').click();
    await expect(page).toHaveURL(/\/nightlife$/);
    await expect(pageHeading(page, 'NightLife Restaurants In NCR Delhi')).toBeVisible();
    await sectionTab(page, 'Dinning Out').click();
    await expect(pageHeading(page, 'Dine-Out Restaurants In NCR Delhi')).toBeVisible();
  });

  test('a listing card opens its detail page, with its price and place', async ({ page }) => {
    const [first] = await fromApi<FoodItem[]>('restaurants');
    await page.goto('/dinning');
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(literal(first!.name)) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/dinning/${first!.id}$`));
    await expect(pageHeading(page, first!.name)).toBeVisible();
    await expect(page.getByTestId('detail-price')).toHaveText(`Rs . ${first!.price}`);
    await expect(page.getByRole('main').getByText(first!.place, { exact: true })).toBeVisible();
  });

  test('a carousel tile opens its category, and a delivery detail shows ADD TO CART', async ({ page }) => {
    await page.goto('/delivery');
    await page
      .getByRole('region', { name: 'Inspiration for your first order' })
      .getByRole('link', { name: 'Cake', exact: true })
      .first()
      .click();
    await expect(pageHeading(page, 'Order your Cake')).toBeVisible();
    const cake = await fromApi('cake/3');
    await page.goto('/delivery/cake/3');
    await expect(pageHeading(page, cake.name)).toBeVisible();
    await expect(page.getByTestId('detail-price')).toHaveText(`Rs . ${cake.price} /-`);
    await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeVisible();
  });

  test('a search detail page and the landing page are whole', async ({ page }) => {
    const dish = await fromApi('global/2');
    await page.goto('/search-details/2');
    await expect(pageHeading(page, dish.name)).toBeVisible();
    await page.goto('/');
    await expect(pageHeading(page, 'Discover the best Food and Drinks in Delhi NCR')).toBeVisible();
    await page
      .getByRole('link', { name: /Nightlife/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/nightlife$/);
  });
});
