import type { Page } from '@playwright/test';
import { fromApi, type SearchItem } from '../support/data-service';
import { dishOption, expect, pageHeading, test } from '../support/fixtures';

/**
 * Both search boxes are GET forms to /search, which the server renders: a search works before
 * the page is live and without JavaScript; live, the popup works as before and Enter with no
 * option picked shows the same page in place. Login and Sign Up are links to their pages.
 */
const topBarSearch = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search dishes' });
const landingSearch = (page: Page) =>
  page.getByRole('main').getByRole('combobox', { name: 'Search restaurants, cuisines and dishes' });
const resultLinks = (page: Page, group: string) =>
  page.getByRole('main').getByRole('region', { name: group }).getByRole('link');

/** A page's <noscript> note, shown (getByText does not look inside noscript elements). */
const noscriptNote = (page: Page) => page.getByRole('main').locator('noscript p').filter({ visible: true });

/** The dishes of '/global' whose name, or else variety, holds `text` (docs/product.md#search). */
async function dishesFor(text: string) {
  const dishes = await fromApi<SearchItem[]>('global');
  const holds = (value: string | undefined) => (value ?? '').toLowerCase().includes(text);
  const byName = dishes.filter((dish) => holds(dish.name));
  return { byName, byVariety: dishes.filter((dish) => !holds(dish.name) && holds(dish.variety)) };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Enter in the top bar search lists the dishes on /search, each a link to its page', async ({
    page,
  }) => {
    const { byName } = await dishesFor('coffee');
    expect(byName.length).toBeGreaterThan(1);
    await page.goto('/delivery');
    await topBarSearch(page).fill('coffee');
    await topBarSearch(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=coffee$/);
    await expect(pageHeading(page, 'Results for "coffee"')).toBeVisible();
    await expect(page).toHaveTitle('Results for "coffee" | Zomato NCR');
    await expect(page.getByRole('main').getByRole('combobox')).toHaveValue('coffee');
    const links = resultLinks(page, 'Dishes');
    await expect(links).toHaveText(byName.map((dish) => dishOption(dish.name)));
    const first = byName[0]!;
    await expect(links.first()).toHaveAttribute('href', `/search-details/${first.id}`);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/search-details/${first.id}$`));
    await expect(pageHeading(page, first.name)).toBeVisible();
  });

  test('Enter in the landing search lists names first, then cuisines, on /search', async ({ page }) => {
    const { byName, byVariety } = await dishesFor('coffee');
    expect(byVariety.length).toBeGreaterThan(0);
    await page.goto('/');
    await landingSearch(page).fill('coffee');
    await landingSearch(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=coffee&scope=everything$/);
    await expect(pageHeading(page, 'Results for "coffee"')).toBeVisible();
    // No restaurant is named for coffee or serves it: dishes by name, then by cuisine.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Dishes',
      'Cuisines',
    ]);
    await expect(resultLinks(page, 'Dishes')).toHaveText(byName.map((dish) => dishOption(dish.name)));
    const cuisine = resultLinks(page, 'Cuisines').first();
    await expect(cuisine).toHaveText(dishOption(byVariety[0]!.name));
    await cuisine.click();
    await expect(page).toHaveURL(new RegExp(`/search-details/${byVariety[0]!.id}$`));
  });

  test('a search that cannot be answered says why, never an error page', async ({ page }) => {
    for (const [address, message] of [
      ['/search?q=', 'Type a dish to search for.'],
      ['/search?q=%20&scope=everything', 'Type a restaurant, cuisine or dish to search for.'],
      [`/search?q=${'pizza'.repeat(21)}`, 'That search is too long: keep it under 100 characters.'],
    ]) {
      const response = await page.goto(address!);
      expect(response?.status(), address).toBe(200);
      await expect(pageHeading(page, 'Search')).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(message!);
    }
    await page.goto('/search?q=zzzz');
    await expect(page.getByText('No dishes found for "zzzz"')).toBeVisible();
  });

  test('Login and Sign Up are links to pages that say they need JavaScript', async ({ page }) => {
    await page.goto('/delivery');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(noscriptNote(page)).toContainText('Signing in and signing up need JavaScript');
    await expect(page.getByRole('button', { name: 'Login Here' })).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(noscriptNote(page)).toContainText('Signing in and signing up need JavaScript');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeHidden();
    await page.goto('/status');
    await expect(noscriptNote(page)).toContainText('This page needs JavaScript');
    await expect(page.getByText('Loading the last hour…')).toBeHidden();
  });
});

test.describe('live', () => {
  test('the popup still lists as you type; Enter with none picked shows /search in place', async ({
    page,
  }) => {
    const { byName } = await dishesFor('coffee');
    await page.goto('/delivery');
    const search = topBarSearch(page);
    await search.fill('coffee');
    const options = page.getByRole('listbox', { name: 'Dishes' }).getByRole('option');
    await expect(options).toHaveText(byName.slice(0, 8).map((dish) => dishOption(dish.name)));
    // Marks this document: a page load would drop it.
    await page.evaluate(() => ((window as unknown as { kept?: boolean }).kept = true));
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=coffee$/);
    await expect(pageHeading(page, 'Results for "coffee"')).toBeVisible();
    await expect(resultLinks(page, 'Dishes')).toHaveCount(byName.length);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

    // The results page's own box: a new search, and an empty one said so, both in place.
    const box = page.getByRole('main').getByRole('combobox');
    await box.fill('');
    await box.press('Enter');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Type a dish to search for.');
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  });

  test('Login is a link that opens the dialog, and stays on the page', async ({ page }) => {
    await page.goto('/delivery');
    const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
    await expect(login).toHaveAttribute('href', '/login');
    await login.click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/delivery$/);
  });
});
