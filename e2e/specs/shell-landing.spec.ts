import { fromApi, type SearchItem } from '../support/data-service';
import { dishOption, expect, test, pageHeading } from '../support/fixtures';

test.describe('landing page /', () => {
  test('shows its product texts: heading, search box, three sections, collections, footer and the nav bar', async ({
    page,
    pageErrors,
  }) => {
    const authModules = page.waitForResponse((response) => response.url().includes('/mfe/auth/'));
    await page.goto('/');
    await expect(pageHeading(page, 'Discover the best Food and Drinks in Delhi NCR')).toBeVisible();
    const search = page.getByRole('combobox', { name: 'Search dishes' });
    await expect(search).toHaveAttribute('placeholder', 'Search for restaurant , cuisine or a dish ');

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

  test('the landing search box searches the global list and opens a result', async ({ page }) => {
    const all = await fromApi<SearchItem[]>('global');
    const cakes = all.filter((item) => item.name.toLowerCase().includes('cake'));
    expect(cakes.length).toBeGreaterThan(0);

    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search dishes' });
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await search.fill('CaKe');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    const options = page.getByRole('listbox', { name: 'Dishes' }).getByRole('option');
    await expect(options).toHaveText(cakes.slice(0, 8).map((item) => dishOption(item.name)));

    const target = cakes[0] as SearchItem;
    await options.first().click();
    await expect(page).toHaveURL(new RegExp(`/search-details/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
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
    await page.getByRole('combobox', { name: 'Search dishes' }).fill('pizza');
    await expect(page.getByRole('listbox', { name: 'Dishes' }).getByRole('option').first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
