import type { Page } from '@playwright/test';
import { fromApi, type FoodItem } from '../support/data-service';
import { expect, sectionTab, test } from '../support/fixtures';
import { layoutShift } from '../support/layout-shift';

/**
 * A listing's address (docs/product.md#listing-address): a listing's city and order live in its
 * address, so the server renders that view, reload and Back keep it, a copied link shows it,
 * and the controls work without JavaScript.
 */
type Item = FoodItem;

const cards = (page: Page) => page.getByTestId('item-card');
const names = (page: Page) => cards(page).getByRole('heading', { level: 2 });
const control = (page: Page, label: 'City' | 'Price' | 'Rating') =>
  page.getByRole('main').getByRole('combobox', { name: label });
const show = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Show' });
const address = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** A name as React writes it into HTML text. */
const asHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');
/** The card names of a server-rendered page, in order. */
const cardNamesIn = (html: string) =>
  [...html.matchAll(/data-testid="item-card"[\s\S]*?<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);
/** The label of the option a select of the page's HTML has selected; `marker` picks the select. */
const selectedIn = (html: string, marker: string) => {
  const start = html.search(new RegExp(`<select[^>]*${marker}`));
  expect(start, `a select with ${marker}`).toBeGreaterThanOrEqual(0);
  const select = html.slice(start, html.indexOf('</select>', start));
  return /<option[^>]*selected=""[^>]*>([^<]*)<\/option>/.exec(select)?.[1];
};

let cakes: Item[];
test.beforeAll(async () => {
  cakes = await fromApi<Item[]>('Cake');
});
const inNoida = (items: Item[]) => items.filter((item) => item.place === 'Noida');
const byPrice = (items: Item[]) => [...items].sort((a, b) => a.price - b.price);
const byRatingDesc = (items: Item[]) => [...items].sort((a, b) => b.rating - a.rating);
const nameList = (items: Item[]) => items.map((item) => item.name);

test.describe('a listing address with a city and an order', () => {
  const url = '/delivery/cake?city=Noida&sort=ascPrice';

  test('arrives rendered by the server with that view: Noida only, cheapest first, the selects saying so', async ({
    request,
  }) => {
    const expected = byPrice(inNoida(cakes));
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(cakes.length);
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(cardNamesIn(html)).toEqual(expected.map((item) => asHtml(item.name)));
    expect(selectedIn(html, 'name="city"')).toBe('Noida');
    expect(selectedIn(html, 'name="price"')).toBe('Low to High');
    expect(selectedIn(html, 'name="rating"')).toBe('None');
    // The top bar's city is the same value, in the server's HTML too.
    expect(selectedIn(html, 'data-testid="top-bar-city"')).toBe('Noida');
  });

  test('hydrates to the same view, with nothing to fix and nothing moving', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(url);
    await expect(names(page)).toHaveText(nameList(byPrice(inNoida(cakes))));
    await expect(control(page, 'City')).toHaveValue('Noida');
    await expect(control(page, 'Price')).toHaveValue('ascPrice');
    await expect(control(page, 'Rating')).toHaveValue('');
    await expect(page.getByTestId('top-bar-city')).toHaveValue('Noida');
    // The 'Show' button is for browsers without JavaScript: never shown here, never in the way.
    await expect(show(page)).toBeHidden();
    const shift = await layoutShift(page);
    expect(shift).toBeLessThan(0.02);
    expect(address(page)).toBe(url);
    expect(problems).toEqual([]);
  });
});

test('a choice goes into the address; reload, a detail and Back, and a copied link keep the view', async ({
  page,
  browser,
  pageErrors,
}) => {
  await page.goto('/delivery/cake');
  await expect(names(page)).toHaveText(nameList(cakes));
  const entries = await page.evaluate(() => history.length);
  await control(page, 'City').selectOption('Noida');
  await expect(page).toHaveURL(/\/delivery\/cake\?city=Noida$/);
  await expect(names(page)).toHaveText(nameList(inNoida(cakes)));
  await control(page, 'Rating').selectOption('descRating');
  await expect(page).toHaveURL(/\/delivery\/cake\?city=Noida&sort=descRating$/);
  const view = nameList(byRatingDesc(inNoida(cakes)));
  await expect(names(page)).toHaveText(view);
  // The choices replaced the address: Back leaves the listing, it does not step through them.
  expect(await page.evaluate(() => history.length)).toBe(entries);

  await page.reload();
  await expect(names(page)).toHaveText(view);
  await expect(control(page, 'City')).toHaveValue('Noida');
  await expect(control(page, 'Rating')).toHaveValue('descRating');

  const first = byRatingDesc(inNoida(cakes))[0]!;
  await cards(page).first().click();
  // The detail keeps the city (not the order, which sorts nothing there).
  await expect(page).toHaveURL(new RegExp(`/delivery/cake/${first.id}\\?city=Noida$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/delivery\/cake\?city=Noida&sort=descRating$/);
  await expect(names(page)).toHaveText(view);
  await expect(control(page, 'Rating')).toHaveValue('descRating');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await page.goBack();
  await expect(names(page)).toHaveText(view);

  // The top bar's city on a listing is the listing's: the address follows it.
  await page.getByTestId('top-bar-city').selectOption('Gurgaon');
  await expect(page).toHaveURL(/\/delivery\/cake\?city=Gurgaon&sort=descRating$/);
  await expect(control(page, 'City')).toHaveValue('Gurgaon');
  const gurgaon = [...cakes].filter((item) => item.place === 'Gurgaon').sort((a, b) => b.rating - a.rating);
  await expect(names(page)).toHaveText(nameList(gurgaon));

  // A copied link, opened in a new browser (no city of its own), shows the same list.
  const other = await browser.newContext();
  const copy = await other.newPage();
  await copy.goto(page.url());
  await expect(names(copy)).toHaveText(nameList(gurgaon));
  await expect(copy.getByTestId('top-bar-city')).toHaveValue('Gurgaon');
  await other.close();
  expect(pageErrors).toEqual([]);
});

test('a listing opened from a link takes the site’s city into its address', async ({ page }) => {
  const restaurants = await fromApi<Item[]>('restaurants');
  await page.goto('/delivery/cake?city=Noida');
  await expect(names(page)).toHaveText(nameList(inNoida(cakes)));
  await sectionTab(page, 'Nightlife').click();
  await expect(page).toHaveURL(/\/nightlife\?city=Noida$/);
  await expect(names(page)).toHaveText(nameList(inNoida(restaurants)));
  // None takes the city out of the address (and out of the site's city).
  await control(page, 'City').selectOption('');
  await expect(page).toHaveURL(/\/nightlife$/);
  await expect(page.getByTestId('top-bar-city')).toHaveValue('');
  await expect(names(page)).toHaveText(nameList(restaurants));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The suite's goto waits for hydration, which never comes here: the page is whole once loaded.
  const open = async (page: Page, url: string) => {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForLoadState();
  };

  test('the address’s view shows, and the controls filter and sort with Show', async ({ page }) => {
    await open(page, '/delivery/cake?city=Noida&sort=ascPrice');
    await expect(names(page)).toHaveText(nameList(byPrice(inNoida(cakes))));
    await expect(control(page, 'City')).toHaveValue('Noida');
    await expect(control(page, 'Price')).toHaveValue('ascPrice');

    await open(page, '/delivery/cake');
    await expect(names(page)).toHaveText(nameList(cakes));
    await expect(show(page)).toBeVisible();
    await control(page, 'City').selectOption('Noida');
    await show(page).click();
    await expect(page).toHaveURL(/\/delivery\/cake\?.*city=Noida/);
    await expect(names(page)).toHaveText(nameList(inNoida(cakes)));
    await expect(control(page, 'City')).toHaveValue('Noida');

    await control(page, 'Price').selectOption('ascPrice');
    await show(page).click();
    await expect(names(page)).toHaveText(nameList(byPrice(inNoida(cakes))));
    // Both sorts chosen in the form: the one just chosen wins, and Price says None again.
    await control(page, 'Rating').selectOption('descRating');
    await show(page).click();
    await expect(names(page)).toHaveText(nameList(byRatingDesc(inNoida(cakes))));
    await expect(control(page, 'Price')).toHaveValue('');
    await expect(control(page, 'Rating')).toHaveValue('descRating');
  });
});
