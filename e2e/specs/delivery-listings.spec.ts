import type { APIRequestContext, Page } from '@playwright/test';
import { expect, renderInBrowser, standaloneUrl, test } from '../support/fixtures';

/** Delivery listings of issue 3, through the merged site, checked against the data service. */
interface Item {
  id: number;
  name: string;
  price: number;
  rating: number;
  place: string;
}

const api = () => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set: run through playwright with the global setup');
  return url;
};
const list = async (request: APIRequestContext, source: string) =>
  (await (await request.get(`${api()}/${source}`)).json()) as Item[];

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
    test(`/delivery/${slug} is headed '${heading}' and lists /${source}`, async ({
      page,
      request,
      pageErrors,
    }) => {
      const items = await list(request, source);
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

  test('city filter and each sort follow SPEC section 4 exactly', async ({ page, request }) => {
    const items = await list(request, 'Burger');
    const byPrice = [...items].sort((a, b) => a.price - b.price);
    const noida = items.filter((item) => item.place === 'Noida');
    expect(noida.length).toBeGreaterThan(0);
    await page.goto('/delivery/burger');
    for (const label of ['City', 'Price', 'Rating'] as const)
      await expect(control(page, label)).toHaveValue('');
    await expect(names(page)).toHaveText(items.map((item) => item.name));

    // A city shows its items only, in server order, and it is the store's (top bar) city.
    await control(page, 'City').selectOption('Noida');
    await expect(names(page)).toHaveText(noida.map((item) => item.name));
    await expect(page.getByTestId('top-bar-city')).toHaveValue('Noida');
    // Sorting while filtered sorts the full list behind it: the filtered view does not change.
    await control(page, 'Price').selectOption('ascPrice');
    await expect(names(page)).toHaveText(noida.map((item) => item.name));
    // Back to None: the full list shows, sorted by the sort chosen meanwhile.
    await control(page, 'City').selectOption('');
    await expect(names(page)).toHaveText(byPrice.map((item) => item.name));
    // Choosing a city again filters the sorted list.
    await control(page, 'City').selectOption('Noida');
    await expect(names(page)).toHaveText(
      byPrice.filter((item) => item.place === 'Noida').map((item) => item.name),
    );
    // On a category page filtered cards stay links to their detail.
    await expect(cards(page).first()).toHaveAttribute('href', /^\/delivery\/burger\/\d+$/);
  });

  const sorts = [
    ['Price', 'ascPrice', (a: Item, b: Item) => a.price - b.price],
    ['Price', 'descPrice', (a: Item, b: Item) => b.price - a.price],
    ['Rating', 'ascRating', (a: Item, b: Item) => a.rating - b.rating],
    ['Rating', 'descRating', (a: Item, b: Item) => b.rating - a.rating],
  ] as const;
  for (const [label, value, compare] of sorts) {
    test(`${value} sorts the whole list, and None puts server order back`, async ({ page, request }) => {
      const items = await list(request, 'Pizza');
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

  test('a city with no items shows the full list', async ({ page, request }) => {
    const items = await list(request, 'Cake');
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
  test('lists /random; unfiltered cards open /delivery/{id}, filtered ones are not clickable', async ({
    page,
    request,
  }) => {
    const items = await list(request, 'random');
    await page.goto('/delivery');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Order Food Online In NCR Delhi' }),
    ).toBeVisible();
    await expect(names(page)).toHaveText(items.map((item) => item.name));

    await control(page, 'City').selectOption('Gurgaon');
    const gurgaon = items.filter((item) => item.place === 'Gurgaon');
    await expect(names(page)).toHaveText(gurgaon.map((item) => item.name));
    await expect(page.getByRole('main').getByRole('link', { name: gurgaon[0]?.name })).toHaveCount(0);
    for (const card of await cards(page).all()) await expect(card).not.toHaveAttribute('href');
    await cards(page).first().click();
    await expect(page).toHaveURL(/\/delivery$/);

    await control(page, 'City').selectOption('');
    await expect(names(page)).toHaveText(items.map((item) => item.name));
    const first = items[0] as Item;
    await page.getByRole('main').getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/delivery/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await expect(page.getByTestId('detail-price')).toHaveText(`Rs . ${first.price} /-`);
  });
});

test.describe('delivery-mfe standalone', () => {
  test('shows a category listing with its items in its own frame', async ({ page, request }) => {
    const items = await list(request, 'Coffee');
    await page.goto(`${standaloneUrl('DELIVERY')}/delivery/coffee`);
    await expect(page.getByText('standalone', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Order your Coffee' })).toBeVisible();
    await expect(names(page)).toHaveText(items.map((item) => item.name));
  });
});
