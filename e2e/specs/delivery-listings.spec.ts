import type { Page } from '@playwright/test';
import { fromApi, type FoodItem } from '../support/data-service';
import { expect, renderInBrowser, standaloneUrl, test } from '../support/fixtures';

/** Delivery listings, through the merged site, checked against the data service. */
type Item = FoodItem;

const categories = [
  ['burger', 'Burger', 'Order your Burger'],
  ['cake', 'Cake', 'Order your Cake'],
  ['coffee', 'Coffee', 'Order your Coffee'],
  ['chaat', 'Chaat', 'Order your Chaat'],
  ['ice-cream', 'IceCream', 'Order your Ice Cream'],
  ['pizza', 'Pizza', 'Order your Pizza'],
  ['shake', 'shake', 'Order your Shake'],
] as const;

const cards = (page: Page) => page.getByTestId('item-card');
const names = (page: Page) => cards(page).getByRole('heading', { level: 2 });
const control = (page: Page, label: 'City' | 'Price' | 'Rating') =>
  page.getByRole('main').getByRole('combobox', { name: label });

test.describe('category listings', () => {
  for (const [slug, source, heading] of categories) {
    test(`/delivery/${slug} is headed '${heading}' and lists /${source}`, async ({ page, pageErrors }) => {
      const items = await fromApi<Item[]>(source);
      await page.goto(`/delivery/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(names(page)).toHaveText(items.map((item) => item.name));
      await expect(cards(page).first()).toHaveAttribute('href', `/delivery/${slug}/${items[0]?.id}`);
      const promos = page.getByTestId('promo-footer').locator('img');
      await expect(promos).toHaveCount(4);
      for (const promo of await promos.all()) {
        await promo.scrollIntoViewIfNeeded();
        await expect
          .poll(() => promo.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
      expect(pageErrors).toEqual([]);
    });
  }

  test('city filter and sorts follow docs/product.md#listing-rules', async ({ page }) => {
    const items = await fromApi<Item[]>('Burger');
    const byPrice = [...items].sort((a, b) => a.price - b.price);
    const noida = items.filter((item) => item.place === 'Noida');
    expect(noida.length).toBeGreaterThan(1);
    await page.goto('/delivery/burger');
    for (const label of ['City', 'Price', 'Rating'] as const)
      await expect(control(page, label)).toHaveValue('');
    await expect(names(page)).toHaveText(items.map((item) => item.name));

    // A city shows its items only, in server order, and it is the store's (top bar) city.
    await control(page, 'City').selectOption('Noida');
    await expect(names(page)).toHaveText(noida.map((item) => item.name));
    await expect(page.getByTestId('top-bar-city')).toHaveValue('Noida');
    // A sort applies to what is shown: the filtered view is sorted.
    await control(page, 'Price').selectOption('descPrice');
    const noidaDesc = [...noida].sort((a, b) => b.price - a.price);
    await expect(names(page)).toHaveText(noidaDesc.map((item) => item.name));
    // Back to no city: the full list shows, in the order the Price control names.
    await control(page, 'City').selectOption('');
    await expect(names(page)).toHaveText([...items].sort((a, b) => b.price - a.price).map((i) => i.name));
    await control(page, 'Price').selectOption('ascPrice');
    await expect(names(page)).toHaveText(byPrice.map((item) => item.name));
    // Choosing a city again filters the sorted list.
    await control(page, 'City').selectOption('Noida');
    await expect(names(page)).toHaveText(
      byPrice.filter((item) => item.place === 'Noida').map((item) => item.name),
    );
    // None on the sort: the filtered view goes back to server order.
    await control(page, 'Price').selectOption('');
    await expect(names(page)).toHaveText(noida.map((item) => item.name));
    // On a category page filtered cards stay links to their detail, and carry the city on.
    await expect(cards(page).first()).toHaveAttribute('href', /^\/delivery\/burger\/\d+\?city=Noida$/);
  });

  test('price and rating sorts are exclusive, so the controls always name the order on screen', async ({
    page,
  }) => {
    const items = await fromApi<Item[]>('Pizza');
    await page.goto('/delivery/pizza');
    await expect(names(page)).toHaveText(items.map((item) => item.name));
    await control(page, 'Price').selectOption('ascPrice');
    await control(page, 'Rating').selectOption('descRating');
    // Choosing a rating order sets Price to None: the screen is in rating order only.
    await expect(control(page, 'Price')).toHaveValue('');
    await expect(names(page)).toHaveText(
      [...items].sort((a, b) => b.rating - a.rating).map((item) => item.name),
    );
    // Rating back to None shows server order, and both controls say None.
    await control(page, 'Rating').selectOption('');
    await expect(names(page)).toHaveText(items.map((item) => item.name));
    for (const label of ['Price', 'Rating'] as const) await expect(control(page, label)).toHaveValue('');
    // And the other way round.
    await control(page, 'Rating').selectOption('ascRating');
    await control(page, 'Price').selectOption('descPrice');
    await expect(control(page, 'Rating')).toHaveValue('');
    await expect(names(page)).toHaveText([...items].sort((a, b) => b.price - a.price).map((i) => i.name));
  });

  const sorts = [
    ['Price', 'ascPrice', (a: Item, b: Item) => a.price - b.price],
    ['Price', 'descPrice', (a: Item, b: Item) => b.price - a.price],
    ['Rating', 'ascRating', (a: Item, b: Item) => a.rating - b.rating],
    ['Rating', 'descRating', (a: Item, b: Item) => b.rating - a.rating],
  ] as const;
  for (const [label, value, compare] of sorts) {
    test(`${value} sorts the whole list, and None puts server order back`, async ({ page }) => {
      const items = await fromApi<Item[]>('Pizza');
      await page.goto('/delivery/pizza');
      await expect(names(page)).toHaveText(items.map((item) => item.name));
      await control(page, label).selectOption(value);
      const sorted = [...items].sort(compare);
      await expect(names(page)).toHaveText(sorted.map((item) => item.name));
      const field = label === 'Price' ? 'price' : 'rating';
      const shown = await cards(page).evaluateAll(
        (nodes, key) =>
          nodes.map((node) =>
            key === 'price'
              ? Number(/Rs\. (\d+)/.exec(node.textContent ?? '')?.[1])
              : Number(node.querySelector('[aria-label^="Rating "]')?.getAttribute('aria-label')?.slice(7)),
          ),
        field,
      );
      expect(shown).toEqual(sorted.map((item) => item[field]));
      await control(page, label).selectOption('');
      await expect(names(page)).toHaveText(items.map((item) => item.name));
    });
  }

  test('a city with no items shows the full list', async ({ page }) => {
    const items = await fromApi<Item[]>('Cake');
    // The catalogue has every city in every list, so this list is served without Noida.
    const withoutNoida = items.filter((item) => item.place !== 'Noida');
    await renderInBrowser(page);
    await page.route('**/api/Cake', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: withoutNoida });
    });
    await page.goto('/delivery/cake');
    await expect(names(page)).toHaveText(withoutNoida.map((item) => item.name));
    await control(page, 'City').selectOption('Noida');
    await expect(page.getByRole('status').filter({ hasText: 'No places in this city yet' })).toBeVisible();
    await expect(names(page)).toHaveText(withoutNoida.map((item) => item.name));
    await control(page, 'City').selectOption('Gurgaon');
    await expect(names(page)).toHaveText(
      withoutNoida.filter((item) => item.place === 'Gurgaon').map((item) => item.name),
    );
  });
});

test.describe('/delivery general listing', () => {
  test('lists /random; every card opens /delivery/{id}, filtered ones too', async ({ page }) => {
    const items = await fromApi<Item[]>('random');
    await page.goto('/delivery');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Order Food Online In NCR Delhi' }),
    ).toBeVisible();
    await expect(names(page)).toHaveText(items.map((item) => item.name));

    await control(page, 'City').selectOption('Gurgaon');
    const gurgaon = items.filter((item) => item.place === 'Gurgaon');
    await expect(names(page)).toHaveText(gurgaon.map((item) => item.name));
    // Choosing a city never blocks ordering: each filtered card is a link to its detail.
    for (const card of await cards(page).all())
      await expect(card).toHaveAttribute('href', /\/delivery\/\d+\?city=Gurgaon$/);
    await page.getByRole('main').getByRole('link', { name: gurgaon[0]?.name }).click();
    await expect(page).toHaveURL(new RegExp(`/delivery/${gurgaon[0]?.id}\\?city=Gurgaon$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/delivery\?city=Gurgaon$/);

    await control(page, 'City').selectOption('');
    await expect(names(page)).toHaveText(items.map((item) => item.name));
    const first = items[0] as Item;
    await page.getByRole('main').getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/delivery/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await expect(page.getByTestId('detail-price')).toHaveText(`Rs . ${first.price} /-`);
  });
});

test('a list of 48 cards or fewer is drawn whole without fetching the windowing code', async ({ page }) => {
  const windowing: string[] = [];
  page.on('request', (request) => {
    if (/(windowed-grid|virtual-rows)\.[0-9a-f]{8}\.js$/.test(request.url())) windowing.push(request.url());
  });
  const items = await fromApi<Item[]>('/random');
  await page.goto('/delivery');
  await expect(cards(page)).toHaveCount(items.length);
  // Hydrated and used: a sort redraws the whole list, still without it.
  await control(page, 'Price').selectOption('ascPrice');
  await expect(cards(page)).toHaveCount(items.length);
  expect(windowing).toEqual([]);
});

test.describe('delivery-mfe standalone', () => {
  test('shows a category listing with its items in its own frame', async ({ page }) => {
    const items = await fromApi<Item[]>('Coffee');
    await page.goto(`${standaloneUrl('DELIVERY')}/delivery/coffee`);
    await expect(page.getByText('standalone', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Order your Coffee' })).toBeVisible();
    await expect(names(page)).toHaveText(items.map((item) => item.name));
  });
});
