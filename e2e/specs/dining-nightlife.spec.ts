import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { fromApi, type FoodItem } from '../support/data-service';
import { expect, renderInBrowser, standaloneUrl, test } from '../support/fixtures';

/** Dine-out and nightlife: two remotes, one '/restaurants' list, the docs/product.md#listing-rules rules. */
type Restaurant = FoodItem;

const sections = [
  {
    name: 'dine-out',
    path: '/dinning',
    heading: 'Dine-Out Restaurants In NCR Delhi',
    remote: 'DINING',
    back: 'Back to Dine-Out restaurants',
    collections: true,
  },
  {
    name: 'nightlife',
    path: '/nightlife',
    heading: 'NightLife Restaurants In NCR Delhi',
    remote: 'NIGHTLIFE',
    back: 'Back to NightLife restaurants',
    collections: false,
  },
] as const;

const cities = ['Ghaziabad', 'New Delhi', 'Gurgaon', 'Noida'] as const;
const sorts = [
  { control: 'Price', value: 'ascPrice', compare: (a: Restaurant, b: Restaurant) => a.price - b.price },
  { control: 'Price', value: 'descPrice', compare: (a: Restaurant, b: Restaurant) => b.price - a.price },
  { control: 'Rating', value: 'ascRating', compare: (a: Restaurant, b: Restaurant) => a.rating - b.rating },
  { control: 'Rating', value: 'descRating', compare: (a: Restaurant, b: Restaurant) => b.rating - a.rating },
] as const;

let restaurants: Restaurant[];

test.beforeAll(async () => {
  // The truth to compare with: the data service itself, in server order.
  restaurants = await fromApi<Restaurant[]>('restaurants');
  expect(restaurants.length).toBeGreaterThan(4);
});

const main = (page: Page) => page.getByRole('main');
// The card ratings carry 'Rating 4.2' labels too, so the control is found as a select by role.
const control = (page: Page, label: 'City' | 'Price' | 'Rating') =>
  main(page).getByRole('combobox', { name: new RegExp(`^${label}\\b`) });
const cards = (page: Page) => main(page).getByTestId('item-card');
/**
 * Which detail each shown card opens, in display order (every card here is a link; the city it
 * carries on is visit-city.spec.ts's); undefined while the page is being replaced (a choice made
 * before it was live is sent as the listing's form), so that a poll looks again in the new one.
 */
const shownLinks = (page: Page) =>
  cards(page)
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')?.replace(/\?.*$/, '')))
    .catch((error: unknown) => {
      if (String(error).includes('Execution context was destroyed')) return undefined;
      throw error;
    });
const sortedBy = (items: readonly Restaurant[], compare: (a: Restaurant, b: Restaurant) => number) =>
  [...items].sort(compare); // Array#sort is stable, as the app's sort is.

for (const section of sections) {
  const linksOf = (items: readonly Restaurant[]) => items.map((item) => `${section.path}/${item.id}`);
  const inCity = (items: readonly Restaurant[], city: string) => items.filter((item) => item.place === city);

  test.describe(`${section.name} (${section.path})`, () => {
    test('shows the heading, the controls and every restaurant in server order', async ({
      page,
      pageErrors,
    }) => {
      await page.goto(section.path);
      await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
      for (const label of ['City', 'Price', 'Rating'] as const)
        await expect(control(page, label)).toHaveValue('');
      await expect(control(page, 'City').locator('option')).toHaveText([
        'None',
        'Ghaziabad',
        'New Delhi',
        'Gurgaon',
        'Noida',
      ]);
      await expect(control(page, 'Price').locator('option')).toHaveText([
        'None',
        'High to Low',
        'Low to High',
      ]);
      await expect(control(page, 'Rating').locator('option')).toHaveText([
        'None',
        'High to Low',
        'Low to High',
      ]);
      await expect.poll(() => shownLinks(page)).toEqual(linksOf(restaurants));
      const first = restaurants[0] as Restaurant;
      await expect(cards(page).first()).toContainText(first.name);
      await expect(cards(page).first()).toContainText(`Rs. ${first.price}`);
      expect(pageErrors).toEqual([]);
    });

    if (section.collections) {
      test('shows the collections block: four cards, their place counts and the tagline', async ({
        page,
      }) => {
        await page.goto(section.path);
        const block = page.getByRole('region', { name: 'Collections' });
        await expect(
          block.getByText(
            'Explore curated lists of top restaurants, cafes, pubs, and bars in Delhi NCR, based on trends',
          ),
        ).toBeVisible();
        await expect(block.getByRole('listitem')).toHaveText([
          /^Catch the Match\s*30 places/,
          /^New In Town\s*19 places/,
          /^Trending This Week\s*30 places/,
          /^Calling all Bar Hoppers\s*30 places/,
        ]);
      });
    } else {
      test('has no collections block (that is dine-out only)', async ({ page }) => {
        await page.goto(section.path);
        await expect(cards(page)).toHaveCount(restaurants.length);
        await expect(page.getByRole('region', { name: 'Collections' })).toHaveCount(0);
      });
    }

    test('the city filter shows exactly the restaurants of that city, and None shows all', async ({
      page,
    }) => {
      await page.goto(section.path);
      await expect(cards(page)).toHaveCount(restaurants.length);
      for (const city of cities) {
        const expected = inCity(restaurants, city);
        expect(expected.length, `the data has restaurants in ${city}`).toBeGreaterThan(0);
        await control(page, 'City').selectOption(city);
        await expect.poll(() => shownLinks(page)).toEqual(linksOf(expected));
        await expect(main(page).getByRole('status')).toHaveCount(0);
      }
      await control(page, 'City').selectOption('');
      await expect.poll(() => shownLinks(page)).toEqual(linksOf(restaurants));
    });

    test('filtered cards stay clickable and open their detail', async ({ page }) => {
      await page.goto(section.path);
      await control(page, 'City').selectOption('Gurgaon');
      const target = inCity(restaurants, 'Gurgaon').at(-1) as Restaurant;
      await expect.poll(() => shownLinks(page)).toEqual(linksOf(inCity(restaurants, 'Gurgaon')));
      await cards(page).filter({ hasText: target.name }).click();
      await expect(page).toHaveURL(new RegExp(`${section.path}/${target.id}\\?city=Gurgaon$`));
      await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
    });

    test('a city chosen in the top bar filters the listing too', async ({ page }) => {
      await page.goto(section.path);
      await expect(cards(page)).toHaveCount(restaurants.length);
      await page.getByTestId('top-bar-city').selectOption('Noida');
      await expect(control(page, 'City')).toHaveValue('Noida');
      await expect.poll(() => shownLinks(page)).toEqual(linksOf(inCity(restaurants, 'Noida')));
    });

    for (const sort of sorts) {
      test(`${sort.control} ${sort.value} sorts the full list; None restores server order`, async ({
        page,
      }) => {
        await page.goto(section.path);
        await expect(cards(page)).toHaveCount(restaurants.length);
        await control(page, sort.control).selectOption(sort.value);
        const expected = sortedBy(restaurants, sort.compare);
        expect(expected.map((item) => item.id)).not.toEqual(restaurants.map((item) => item.id));
        await expect.poll(() => shownLinks(page)).toEqual(linksOf(expected));
        await control(page, sort.control).selectOption('');
        await expect.poll(() => shownLinks(page)).toEqual(linksOf(restaurants));
      });
    }

    test('price and rating sorts are exclusive: the controls always name the order on screen', async ({
      page,
    }) => {
      await page.goto(section.path);
      await expect(cards(page)).toHaveCount(restaurants.length);
      await control(page, 'Price').selectOption('ascPrice');
      await control(page, 'Rating').selectOption('descRating');
      // Choosing a rating order sets Price to None: the list is in rating order alone.
      await expect(control(page, 'Price')).toHaveValue('');
      await expect
        .poll(() => shownLinks(page))
        .toEqual(linksOf(sortedBy(restaurants, (a, b) => b.rating - a.rating)));
      // Rating back to None is server order, and both controls say None.
      await control(page, 'Rating').selectOption('');
      await expect.poll(() => shownLinks(page)).toEqual(linksOf(restaurants));
      await expect(control(page, 'Price')).toHaveValue('');
      await expect(control(page, 'Rating')).toHaveValue('');
    });

    test('a sort applies to the filtered view; None restores its server order', async ({ page }) => {
      await page.goto(section.path);
      await expect(cards(page)).toHaveCount(restaurants.length);
      const noida = inCity(restaurants, 'Noida');
      await control(page, 'City').selectOption('Noida');
      await expect.poll(() => shownLinks(page)).toEqual(linksOf(noida));

      await control(page, 'Price').selectOption('descPrice');
      await expect
        .poll(() => shownLinks(page))
        .toEqual(linksOf(sortedBy(noida, (a, b) => b.price - a.price)));
      await control(page, 'Rating').selectOption('ascRating');
      await expect(control(page, 'Price')).toHaveValue('');
      const byRating = sortedBy(restaurants, (a, b) => a.rating - b.rating);
      await expect.poll(() => shownLinks(page)).toEqual(linksOf(inCity(byRating, 'Noida')));
      // Filtered cards stay links here, carrying the city on.
      await expect(cards(page).first()).toHaveAttribute(
        'href',
        new RegExp(`^${section.path}/\\d+\\?city=Noida$`),
      );

      // Clearing the city shows the full list in the order the controls name.
      await control(page, 'City').selectOption('');
      await expect.poll(() => shownLinks(page)).toEqual(linksOf(byRating));
      await control(page, 'City').selectOption('Gurgaon');
      await expect.poll(() => shownLinks(page)).toEqual(linksOf(inCity(byRating, 'Gurgaon')));
      await control(page, 'Rating').selectOption('');
      await expect.poll(() => shownLinks(page)).toEqual(linksOf(inCity(restaurants, 'Gurgaon')));
    });

    test('a city with no restaurants shows the full list and says so', async ({ page }) => {
      // The seed has restaurants in every city, so this one answer leaves New Delhi out.
      const withoutNewDelhi = restaurants.filter((item) => item.place !== 'New Delhi');
      await renderInBrowser(page);
      await page.route('**/api/restaurants', (route) => route.fulfill({ json: withoutNewDelhi }));
      await page.goto(section.path);
      await expect.poll(() => shownLinks(page)).toEqual(linksOf(withoutNewDelhi));
      await control(page, 'City').selectOption('New Delhi');
      await expect(main(page).getByRole('status')).toHaveText(
        'No places in this city yet, so everything is shown.',
      );
      expect(await shownLinks(page)).toEqual(linksOf(withoutNewDelhi));
      await control(page, 'City').selectOption('Noida');
      await expect.poll(() => shownLinks(page)).toEqual(linksOf(inCity(withoutNewDelhi, 'Noida')));
      await expect(main(page).getByRole('status')).toHaveCount(0);
    });

    test('a card opens the detail: image, name, Rs . price without /-, variety, Location, Rating, no cart button', async ({
      page,
      pageErrors,
    }) => {
      const target = restaurants[1] as Restaurant;
      await page.goto(section.path);
      await cards(page).filter({ hasText: target.name }).click();
      await expect(page).toHaveURL(new RegExp(`${section.path}/${target.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
      await expect(page.getByTestId('detail-price')).toHaveText(`Rs . ${target.price}`);
      await expect(main(page)).not.toContainText('/-');
      await expect(main(page).getByText(target.variety, { exact: true })).toBeVisible();
      await expect(main(page).locator('dt', { hasText: 'Location' }).locator('+ dd')).toHaveText(
        target.place,
      );
      await expect(main(page).locator('dt', { hasText: 'Rating' }).locator('+ dd')).toContainText(
        String(target.rating),
      );
      const image = main(page).getByRole('img', { name: target.name });
      await expect(image).toHaveAttribute('src', new RegExp(`${target.imgUrl.replace(/[.]/g, '\\.')}$`));
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(main(page).getByRole('button')).toHaveCount(0);
      await expect(page.getByText(/add to cart/i)).toHaveCount(0);

      await main(page).getByRole('link', { name: section.back }).click();
      await expect(page).toHaveURL(new RegExp(`${section.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
      expect(pageErrors).toEqual([]);
    });

    test('a detail opened directly shows the restaurant in the Rs . 1350 style', async ({ page }) => {
      const target = restaurants.find((item) => item.price === 1350) ?? (restaurants[0] as Restaurant);
      await page.goto(`${section.path}/${target.id}`);
      await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
      await expect(page.getByTestId('detail-price')).toHaveText(`Rs . ${target.price}`);
    });

    test('an unknown id shows "not found"; a non-numeric id too, without asking the server', async ({
      page,
    }) => {
      await renderInBrowser(page);
      const itemCalls: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/restaurants\//.test(request.url())) itemCalls.push(request.url());
      });
      await page.goto(`${section.path}/99999`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'We could not find that place' }),
      ).toBeVisible();
      expect(itemCalls).toEqual([expect.stringMatching(/\/api\/restaurants\/99999$/)]);

      await page.goto(`${section.path}/not-a-place`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'We could not find that place' }),
      ).toBeVisible();
      expect(itemCalls).toHaveLength(1);
      await page.getByRole('link', { name: section.back }).click();
      await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
    });

    test('names itself in the document title; an id with a dot is not found without a request', async ({
      page,
    }) => {
      const itemCalls: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/restaurants\//.test(request.url())) itemCalls.push(request.url());
      });
      await page.goto(section.path);
      await expect(page).toHaveTitle(`${section.heading} | Zomato NCR`);
      const target = restaurants[2] as Restaurant;
      await cards(page).filter({ hasText: target.name }).click();
      await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
      await expect(page).toHaveTitle(`${target.name} | Zomato NCR`);
      itemCalls.length = 0;
      // As an in-app link would go there (the server's answer for such a path is the shell's).
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `${section.path}/1.5`);
      await expect(
        main(page).getByRole('heading', { level: 1, name: 'We could not find that place' }),
      ).toBeVisible();
      await expect(page).toHaveTitle('Page not found | Zomato NCR');
      expect(itemCalls).toEqual([]);
    });

    test('axe finds nothing on the listing and on a detail', async ({ page }) => {
      // axe walks the whole page: slow on a busy machine.
      test.setTimeout(90_000);
      await page.goto(section.path);
      await expect(cards(page)).toHaveCount(restaurants.length);
      await expectNoAxeViolations(page);
      await page.goto(`${section.path}/1`);
      await expect(main(page).getByRole('link', { name: section.back })).toBeVisible();
      await expect(page.getByTestId('detail-price')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('a failed list call shows an error with Retry, and Retry brings the list', async ({ page }) => {
      await renderInBrowser(page);
      await page.route(
        '**/api/restaurants',
        (route) => route.fulfill({ status: 503, json: { error: 'down' } }),
        {
          times: 1,
        },
      );
      await page.goto(section.path);
      const alert = main(page).getByRole('alert');
      await expect(alert).toContainText('We could not load this list.');
      await expect(alert).toContainText('The server answered 503.');
      await expect(cards(page)).toHaveCount(0);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => shownLinks(page)).toEqual(linksOf(restaurants));
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test('a failed detail call shows an error with Retry, and Retry brings the restaurant', async ({
      page,
    }) => {
      const target = restaurants[2] as Restaurant;
      await renderInBrowser(page);
      await page.route(`**/api/restaurants/${target.id}`, (route) => route.abort('connectionrefused'), {
        times: 1,
      });
      await page.goto(`${section.path}/${target.id}`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('We could not load these details.');
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
      await expect(page.getByTestId('detail-price')).toHaveText(`Rs . ${target.price}`);
    });

    test('a skeleton shows while the list loads', async ({ page }) => {
      let release = () => {};
      const answered = new Promise<void>((resolve) => (release = resolve));
      await renderInBrowser(page);
      await page.route('**/api/restaurants', async (route) => {
        await answered;
        await route.continue();
      });
      await page.goto(section.path);
      await expect(page.getByRole('status', { name: `Loading ${section.heading}` })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      release();
      await expect(cards(page)).toHaveCount(restaurants.length);
      await expect(page.getByRole('status', { name: `Loading ${section.heading}` })).toHaveCount(0);
    });

    test('fits a 375 px screen: listing and detail without sideways scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await page.goto(section.path);
      await expect(cards(page)).toHaveCount(restaurants.length);
      expect(await overflow()).toBe(0);
      for (const label of ['City', 'Price', 'Rating'] as const)
        await expect(control(page, label)).toBeInViewport();
      await cards(page).first().click();
      await expect(page.getByTestId('detail-price')).toBeVisible();
      expect(await overflow()).toBe(0);
    });

    test(`runs standalone: ${section.remote.toLowerCase()} remote alone, listing to detail`, async ({
      page,
      pageErrors,
    }) => {
      const target = restaurants[0] as Restaurant;
      await page.goto(standaloneUrl(section.remote) + section.path);
      await expect(page.getByText('standalone', { exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
      await expect.poll(() => shownLinks(page)).toEqual(linksOf(restaurants));
      await expect(page.getByRole('region', { name: 'Collections' })).toHaveCount(
        section.collections ? 1 : 0,
      );
      await control(page, 'City').selectOption(target.place);
      await expect.poll(() => shownLinks(page)).toEqual(linksOf(inCity(restaurants, target.place)));
      await cards(page).filter({ hasText: target.name }).click();
      await expect(page).toHaveURL(
        `${standaloneUrl(section.remote)}${section.path}/${target.id}?${new URLSearchParams({ city: target.place })}`,
      );
      await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
      await expect(page.getByTestId('detail-price')).toHaveText(`Rs . ${target.price}`);
      await page.goto(`${standaloneUrl(section.remote)}${section.path}/99999`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'We could not find that place' }),
      ).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  });
}
