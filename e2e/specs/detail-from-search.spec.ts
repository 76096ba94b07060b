import type { Page } from '@playwright/test';
import { fromApi, type FoodItem } from '../support/data-service';
import { expect, pageHeading, test, waitForHydration } from '../support/fixtures';
import { holdCodeUntilItemAsked } from '../support/held-code';

/**
 * A search result opens its page at once, as a listing's card does: the page's code starts on
 * intent (a pointer over the result, the arrow keys on it, focus, a touch), and the page draws
 * from the item the result holds, then shows the data service's answer.
 */
const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search dishes' });
const detailsCode = /\/search-details\.[0-9a-f]+\.js$/;

/** Holds the item's own call until `answer`, then answers it with a changed name. */
async function holdItem(page: Page, item: FoodItem) {
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`**/api/global/${item.id}`, async (route) => {
    await held;
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), name: `${item.name} (fresh)` } });
  });
  return answer;
}

/** A shake whose name no other dish has, so its result is the first one its name finds. */
const firstShake = async () => {
  const all = await fromApi<FoodItem[]>('global');
  const named = (name: string) =>
    all.filter((entry) => entry.name.toLowerCase().includes(name.toLowerCase()));
  const item = all.find((entry) => /shake/i.test(entry.name) && named(entry.name).length === 1);
  if (!item) throw new Error('no shake of its own name in /global');
  return item;
};

test.describe('a detail opened from a search result', () => {
  test("the results page: the detail's code loads on a pointer over a result, before any press", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (detailsCode.test(request.url())) requested.push(request.url());
    });
    const item = await firstShake();
    await page.goto(`/search?q=${encodeURIComponent(item.name)}`);
    await waitForHydration(page);
    expect(requested).toEqual([]);
    await page
      .getByRole('link', { name: new RegExp(item.name) })
      .first()
      .hover();
    await expect.poll(() => requested.length).toBe(1);
  });

  test('the results page: the dish is drawn before its data call answers, then the answer', async ({
    page,
    pageErrors,
  }) => {
    const item = await firstShake();
    await page.goto(`/search?q=${encodeURIComponent(item.name)}`);
    const answer = await holdItem(page, item);
    await page
      .getByRole('link', { name: new RegExp(item.name) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/search-details/${item.id}$`));
    await expect(pageHeading(page, item.name)).toBeVisible();
    await expect(page.getByTestId('detail-price')).toHaveText(`Rs . ${item.price} /-`);
    await expect(page.locator('#main-content').getByText(item.place, { exact: true })).toBeVisible();
    answer();
    await expect(pageHeading(page, `${item.name} (fresh)`)).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test("the top bar's dropdown: the arrow keys start the detail's code, Enter draws the dish at once", async ({
    page,
    pageErrors,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (detailsCode.test(request.url())) requested.push(request.url());
    });
    const item = await firstShake();
    await page.goto('/delivery');
    const search = searchBox(page);
    await search.fill(item.name);
    await expect(page.getByRole('listbox', { name: 'Dishes' }).getByRole('option').first()).toBeVisible();
    const answer = await holdItem(page, item);
    await search.press('ArrowDown');
    await expect.poll(() => requested.length).toBe(1);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search-details/${item.id}$`));
    await expect(pageHeading(page, item.name)).toBeVisible();
    await expect(page.getByTestId('detail-price')).toHaveText(`Rs . ${item.price} /-`);
    answer();
    await expect(pageHeading(page, `${item.name} (fresh)`)).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
  test("the top bar's dropdown: Enter asks for the dish beside its page's code, once", async ({ page }) => {
    const item = await firstShake();
    await page.goto('/delivery');
    // The page's code is held until the dish is asked for (or 5 s).
    const { itemCalls, askedWhileCodeHeld } = await holdCodeUntilItemAsked(
      page,
      detailsCode,
      `/api/global/${item.id}`,
    );
    const search = searchBox(page);
    await search.fill(item.name);
    await expect(page.getByRole('listbox', { name: 'Dishes' }).getByRole('option').first()).toBeVisible();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(pageHeading(page, item.name)).toBeVisible();
    expect(askedWhileCodeHeld()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(itemCalls).toHaveLength(1);
  });
});
