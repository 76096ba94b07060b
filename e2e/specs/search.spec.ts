import type { Page } from '@playwright/test';
import { fromApi, type SearchItem } from '../support/data-service';
import { dishOption, expect, test } from '../support/fixtures';

type GlobalItem = Required<SearchItem>;

/** What the dropdown should list for `text`: the API's list, matched as docs/product.md#search says. */
async function expectedNames(page: Page, text: string) {
  const all: GlobalItem[] = await fromApi('global');
  const query = text.trim().toLowerCase();
  return all.filter((item) => item.name.toLowerCase().includes(query)).map((item) => item.name);
}

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search dishes' });
const options = (page: Page) => page.getByRole('listbox', { name: 'Dishes' }).getByRole('option');

test.describe('dish search in the top bar', () => {
  test('the dropdown is hidden while the text is empty and shown otherwise', async ({ page }) => {
    await page.goto('/delivery');
    const search = searchBox(page);
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox', { name: 'Dishes' })).toBeHidden();
    await search.fill('p');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox', { name: 'Dishes' })).toBeVisible();
    await search.fill('');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox', { name: 'Dishes' })).toBeHidden();
  });

  test("'PIZZA' finds the pizzas of '/global', case-insensitively, with the match highlighted", async ({
    page,
  }) => {
    const pizzas = await expectedNames(page, 'pizza');
    expect(pizzas.length).toBeGreaterThan(1);
    await page.goto('/delivery');
    await searchBox(page).fill('PIZZA');
    await expect(options(page)).toHaveText(pizzas.slice(0, 8).map(dishOption));
    for (const option of await options(page).all()) {
      await expect(option.locator('mark')).toHaveText([/^pizza$/i]);
      await expect(option.locator('img')).toHaveAttribute('src', /\/images\//);
    }
  });

  test('result pictures keep their 4:3 shape, badge and all, in the dropdown and on the results page', async ({
    page,
  }) => {
    const ratioOf = async (image: ReturnType<Page['locator']>) => {
      const box = (await image.boundingBox()) ?? { width: 0, height: 1 };
      return box.width / box.height;
    };
    await page.goto('/delivery');
    await searchBox(page).fill('cake');
    const picture = options(page).first().locator('img');
    await expect(picture).toBeVisible();
    expect(await ratioOf(picture)).toBeCloseTo(4 / 3, 1);
    await page.goto('/search?q=cake');
    const result = page.getByRole('main').locator('a[href^="/search-details/"] img').first();
    await expect(result).toBeVisible();
    expect(await ratioOf(result)).toBeCloseTo(4 / 3, 1);
  });

  test('keyboard: arrows move the active option, Enter opens it, Escape closes the list', async ({
    page,
  }) => {
    const all: GlobalItem[] = await fromApi('global');
    const pizzas = all.filter((item) => item.name.toLowerCase().includes('pizza'));
    await page.goto('/delivery');
    const search = searchBox(page);
    await search.fill('pizza');
    await expect(options(page)).toHaveCount(Math.min(pizzas.length, 8));

    await search.press('ArrowDown');
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await search.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'false');
    const activeId = await search.getAttribute('aria-activedescendant');
    expect(activeId).toBe(await options(page).nth(1).getAttribute('id'));
    await search.press('ArrowUp');
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');

    await search.press('Escape');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toHaveValue('pizza');
    await search.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await search.press('ArrowDown');

    const target = pizzas[1] as GlobalItem;
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search-details/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  });

  test('a clicked result opens /search-details/{id}: the global item, its price, and a real ADD TO CART', async ({
    page,
  }) => {
    const [name] = await expectedNames(page, 'shake');
    const all: GlobalItem[] = await fromApi('global');
    const item = all.find((entry) => entry.name === name) as GlobalItem;
    const detail: GlobalItem = await fromApi(`global/${item.id}`);

    await page.goto('/nightlife');
    await searchBox(page).fill('Shake');
    await options(page).filter({ hasText: item.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/search-details/${item.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
    await expect(page.getByTestId('detail-price')).toHaveText(`Rs . ${detail.price} /-`);
    await expect(page.locator('#main-content').getByText(detail.place, { exact: true })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('');

    const before = Number(await page.getByTestId('cart-link').locator('span').first().textContent());
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByRole('button', { name: 'ADD TO CART' })).toHaveCount(0);
    await expect(page.getByTestId('cart-link').locator('span').first()).toHaveText(String(before + 1));
    await expect(page.locator('#main-content')).toContainText(detail.name);
  });

  test("'/global' is fetched once for the page's life, across pages", async ({ page }) => {
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/global$/.test(new URL(request.url()).pathname)) listCalls.push(request.url());
    });
    await page.goto('/delivery');
    await searchBox(page).fill('cake');
    await options(page).first().click();
    await expect(page).toHaveURL(/\/search-details\/\d+$/);
    await page.getByRole('banner').getByRole('link', { name: 'zomato home' }).click();
    // The landing page's box reads the same dishes (and the restaurants besides).
    await page.getByRole('combobox', { name: 'Search restaurants, cuisines and dishes' }).fill('cake');
    await expect(
      page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
    ).toBeVisible();
    expect(listCalls).toHaveLength(1);
  });

  for (const text of ['<b>', '(', '*']) {
    test(`typed '${text}' is plain text: no crash, no HTML injected`, async ({ page, pageErrors }) => {
      const expected = await expectedNames(page, text);
      await page.goto('/delivery');
      const search = searchBox(page);
      await search.fill(text);
      await expect(search).toHaveValue(text);
      await expect(search).toHaveAttribute('aria-expanded', 'true');
      if (expected.length === 0) {
        await expect(page.getByText('no dishes found')).toBeVisible();
        await expect(options(page)).toHaveCount(0);
      } else {
        await expect(options(page)).toHaveText(expected.slice(0, 8));
      }
      await expect(page.getByRole('banner').locator('b')).toHaveCount(0);
      // Typing more after it still works: the page did not break.
      await search.fill('pizza');
      await expect(options(page).first()).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  }

  test("says 'no dishes found' when nothing matches", async ({ page }) => {
    await page.goto('/delivery');
    await searchBox(page).fill('zzqx no such dish');
    await expect(page.getByText('no dishes found')).toBeVisible();
    await expect(options(page)).toHaveCount(0);
  });

  test('an unknown /search-details id says it found no such dish, with a way back', async ({ page }) => {
    await page.goto('/search-details/999');
    await expect(page.getByRole('heading', { name: 'We could not find that dish' })).toBeVisible();
    await expect(page.getByText('We could not find that place')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
