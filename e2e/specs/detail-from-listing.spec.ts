import { fromApi, type FoodItem } from '../support/data-service';
import { expect, pageHeading, test, waitForHydration } from '../support/fixtures';
import { holdCodeUntilItemAsked } from '../support/held-code';

/**
 * A detail opened from a live listing is there at once: its code loads on intent, and it draws
 * from the item the listing holds, then shows the data service's answer.
 */
test.describe('a detail opened from a live listing', () => {
  test('loads the detail code on intent: a pointer over a card, before any press', async ({ page }) => {
    const detailCode: string[] = [];
    page.on('request', (request) => {
      if (/\/mfe\/delivery\/.*detail\.[0-9a-f]+\.js$/.test(request.url())) detailCode.push(request.url());
    });
    await page.goto('/delivery/cake');
    await waitForHydration(page);
    expect(detailCode).toEqual([]);
    await page.getByTestId('item-card').first().hover();
    await expect.poll(() => detailCode.length).toBe(1);
  });

  test("a press asks for the item beside the detail's code, once: neither waits on the other", async ({
    page,
  }) => {
    const [item] = await fromApi<FoodItem[]>('Cake');
    if (!item) throw new Error('no cake items');
    await page.goto('/delivery/cake');
    await waitForHydration(page);
    const { itemCalls, askedWhileCodeHeld } = await holdCodeUntilItemAsked(
      page,
      /\/mfe\/delivery\/.*detail\.[0-9a-f]+\.js$/,
      `/api/cake/${item.id}`,
    );
    await page.getByTestId('item-card').first().click();
    await expect(pageHeading(page, item.name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
    expect(askedWhileCodeHeld()).toBe(true);
    // The answer the press started is the detail's: it does not ask again once drawn.
    await page.waitForLoadState('networkidle');
    expect(itemCalls).toHaveLength(1);
  });

  test('draws the listed item before its data call answers, then the answer', async ({
    page,
    pageErrors,
  }) => {
    const [item] = await fromApi<FoodItem[]>('Cake');
    if (!item) throw new Error('no cake items');
    await page.goto('/delivery/cake');
    await waitForHydration(page);
    // The item's own call is held until the detail has shown the listed item.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`**/api/cake/${item.id}`, async (route) => {
      await held;
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), name: `${item.name} (fresh)` } });
    });
    await page.getByTestId('item-card').first().click();
    await expect(page).toHaveURL(new RegExp(`/delivery/cake/${item.id}$`));
    await expect(pageHeading(page, item.name)).toBeVisible();
    await expect(page.getByTestId('detail-price')).toHaveText(`Rs . ${item.price} /-`);
    await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
    answer();
    await expect(pageHeading(page, `${item.name} (fresh)`)).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('ADD TO CART on a live detail opens /cart in the page, whose code came ahead, then Buy Now needs none', async ({
    page,
  }) => {
    const checkoutCode: string[] = [];
    page.on('request', (request) => {
      if (/\/mfe\/checkout\/.*__federation_expose_App\.[0-9a-f]+\.js$/.test(request.url()))
        checkoutCode.push(request.url());
    });
    await page.goto('/delivery/cake');
    // About the live press; a press before that is the server's (order-without-javascript.spec.ts).
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByTestId('item-card').first().click();
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    const buy = page.getByRole('link', { name: 'Buy Now' });
    await buy.click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(checkoutCode).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test('keeps the listed item when loading it again fails', async ({ page }) => {
    const [item] = await fromApi<FoodItem[]>('Cake');
    if (!item) throw new Error('no cake items');
    await page.goto('/delivery/cake');
    await waitForHydration(page);
    let refused = false;
    await page.route(`**/api/cake/${item.id}`, (route) => {
      refused = true;
      return route.abort('connectionrefused');
    });
    await page.getByTestId('item-card').first().click();
    await expect.poll(() => refused).toBe(true);
    await expect(pageHeading(page, item.name)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
