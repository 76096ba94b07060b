import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { fromApi, type FoodItem, type SearchItem } from '../support/data-service';
import { dishOption, expect, test, pageHeading } from '../support/fixtures';

/** The landing page's box: restaurants, cuisines and dishes (docs/product.md#landing). */
const landingSearch = (page: Page) =>
  page.getByRole('main').getByRole('combobox', { name: 'Search restaurants, cuisines and dishes' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

test.describe('landing page /', () => {
  test('shows its product texts: heading, search box, three sections, collections, footer and the nav bar', async ({
    page,
    pageErrors,
  }) => {
    const authModules = page.waitForResponse((response) => response.url().includes('/mfe/auth/'));
    await page.goto('/');
    await expect(pageHeading(page, 'Discover the best Food and Drinks in Delhi NCR')).toBeVisible();
    await expect(landingSearch(page)).toHaveAttribute(
      'placeholder',
      'Search for restaurant , cuisine or a dish ',
    );

    const sections = page.getByRole('main').getByRole('navigation', { name: 'Sections' });
    await expect(sections.getByRole('link')).toHaveCount(3);
    await expect(sections.getByRole('link', { name: /^Order Online/ })).toHaveAttribute('href', '/delivery');
    await expect(sections.getByRole('link', { name: /^Dinning Out/ })).toHaveAttribute('href', '/dinning');
    await expect(sections.getByRole('link', { name: /^Nightlife and Clubs/ })).toHaveAttribute(
      'href',
      '/nightlife',
    );

    await expect(page.getByRole('heading', { level: 2, name: 'Collections' })).toBeVisible();
    await expect(
      page.getByText(
        'Explore curated lists of top restaurants, cafes, pubs, and bars in Delhi NCR, based on trends',
      ),
    ).toBeVisible();
    for (const [title, places] of [
      ['Catch the Match', 30],
      ['New In Town', 19],
      ['Trending This Week', 30],
      ['Calling all Bar Hoppers', 30],
    ] as const) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(card).toContainText(`${places} places`);
    }
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // auth-mfe's navigation app bar is federated in above the hero.
    await authModules;
    await expect(page.getByRole('navigation', { name: 'Account', exact: true })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  for (const [name, path, heading] of [
    [/^Order Online/, '/delivery', 'Order Food Online In NCR Delhi'],
    [/^Dinning Out/, '/dinning', 'Dine-Out Restaurants In NCR Delhi'],
    [/^Nightlife and Clubs/, '/nightlife', 'NightLife Restaurants In NCR Delhi'],
  ] as const) {
    test(`the ${path} card opens that section`, async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('main')
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(pageHeading(page, heading)).toBeVisible();
    });
  }

  test('each Collections card is a link to the Dining Out listing', async ({ page }) => {
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Collections' });
    await expect(block.getByRole('link')).toHaveCount(4);
    for (const link of await block.getByRole('link').all())
      await expect(link).toHaveAttribute('href', '/dinning');
    await block.getByRole('link', { name: /^Catch the Match\s*30 places$/ }).click();
    await expect(pageHeading(page, 'Dine-Out Restaurants In NCR Delhi')).toBeVisible();
  });

  test("the landing box finds restaurants by name, grouped under headings, and opens the restaurant's page", async ({
    page,
  }) => {
    await page.goto('/');
    const search = landingSearch(page);
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await search.fill('spectra');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    const restaurants = results(page).getByRole('group', { name: 'Restaurants' });
    await expect(restaurants.getByRole('option')).toHaveText([/^Spectra, /]);
    await expect(results(page).getByText('Restaurants', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await restaurants.getByRole('option').click();
    await expect(page).toHaveURL(/\/dinning\/1$/);
    await expect(pageHeading(page, 'Spectra')).toBeVisible();
  });

  for (const [typed, cuisine] of [
    ['Italian', 'Italian'],
    ['north indian', 'North Indian'],
    ['MOMOS', 'Momos'],
  ] as const) {
    test(`'${typed}' finds the places serving that cuisine (the top bar still finds dishes by name only)`, async ({
      page,
    }) => {
      const [restaurants, dishes] = await Promise.all([
        fromApi<FoodItem[]>('restaurants'),
        fromApi<SearchItem[]>('global'),
      ]);
      const serving = [...restaurants, ...dishes].filter((item) =>
        (item.variety ?? '').toLowerCase().includes(cuisine.toLowerCase()),
      );
      expect(serving.length).toBeGreaterThan(0);

      await page.goto('/');
      await landingSearch(page).fill(typed);
      const group = results(page).getByRole('group', { name: 'Cuisines' });
      const options = group.getByRole('option');
      await expect(options.first()).toBeVisible();
      expect(await options.count()).toBe(Math.min(serving.length, 8));
      for (const option of await options.all()) {
        await expect(option.locator('mark')).toHaveText(new RegExp(`^${cuisine}$`, 'i'));
      }

      await page.goto('/delivery');
      await page.getByRole('banner').getByRole('combobox', { name: 'Search dishes' }).fill(typed);
      await expect(page.getByText('no dishes found')).toBeVisible();
    });
  }

  test('Enter with no option highlighted shows every result on /search, in the page', async ({ page }) => {
    const dishes = await fromApi<SearchItem[]>('global');
    const momos = dishes.find((item) => (item.variety ?? '').includes('Momos')) as SearchItem;
    await page.goto('/');
    const search = landingSearch(page);
    await search.fill('momos');
    await expect(results(page).getByRole('option').first()).toContainText(momos.name);
    await expect(search).not.toHaveAttribute('aria-activedescendant');
    // Marks this document: a page load would drop it.
    await page.evaluate(() => ((window as unknown as { kept?: boolean }).kept = true));
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=momos&scope=everything$/);
    await expect(pageHeading(page, 'Results for "momos"')).toBeVisible();
    const first = page.getByRole('region', { name: 'Cuisines' }).getByRole('link').first();
    await expect(first).toHaveText(dishOption(momos.name));
    await expect(first).toHaveAttribute('href', `/search-details/${momos.id}`);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  });

  test("'Showing 8 of N' is in view without scrolling the results, here and in the top bar", async ({
    page,
  }) => {
    await page.goto('/');
    await landingSearch(page).fill('a');
    const count = page.getByText(/^Showing 8 of \d+\. Keep typing to narrow it down\.$/);
    await expect(count).toBeInViewport({ ratio: 1 });

    await page.goto('/delivery');
    await page.getByRole('banner').getByRole('combobox', { name: 'Search dishes' }).fill('a');
    await expect(count).toBeInViewport({ ratio: 1 });
  });

  test('on the Dining Out listing the collection cards do not pose as links: flat, no pointer, nothing to press', async ({
    page,
  }) => {
    await page.goto('/dinning');
    const block = page.getByRole('region', { name: 'Collections' });
    const cards = block.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    await expect(block.getByRole('link')).toHaveCount(0);
    await expect(block).not.toContainText('›');
    await expect(cards.first()).toContainText('30 places');
    await cards.first().hover();
    for (const card of await cards.all()) {
      const look = await card.evaluate((element) => {
        const style = getComputedStyle(element);
        return { cursor: style.cursor, shadow: style.boxShadow };
      });
      expect(look).toEqual({ cursor: expect.not.stringMatching('pointer'), shadow: 'none' });
    }
  });

  test('still works when auth-mfe is down: a plain bar stands in for the nav bar', async ({
    page,
    pageErrors,
  }) => {
    await page.route('**/mfe/auth/**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/');
    await expect(pageHeading(page, 'Discover the best Food and Drinks in Delhi NCR')).toBeVisible();
    const account = page.getByRole('navigation', { name: 'Account', exact: true });
    await expect(account.getByRole('link', { name: 'Zomato' })).toHaveAttribute('href', '/');
    await landingSearch(page).fill('pizza');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
