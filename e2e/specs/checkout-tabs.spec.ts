import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { api, cake, card, cartWith, coffee, fillCard, row, savedCart } from '../support/cart';

/*
 * Two tabs of one visitor (one browser context: the same storage, so the
 * same visitor id and cart). Every tab stays right, and no change is lost.
 */
async function secondTab(context: BrowserContext, path: string) {
  const tab = await context.newPage();
  await tab.goto(path);
  return tab;
}

const plus = (page: Page, name: string) => row(page, name).getByRole('button', { name: /Increase/ });
const quantity = (page: Page, name: string) => row(page, name).getByTestId('quantity');

test.describe('two tabs', () => {
  test("a change in one tab updates the other tab's badge and open cart, with no reload", async ({
    page,
    request,
    context,
  }) => {
    await cartWith(page, request, [cake, coffee]);
    const other = await secondTab(context, '/cart');
    await expect(other.getByTestId('cart-line')).toHaveCount(2);
    const listing = await secondTab(context, '/delivery');
    await expect(listing.getByTestId('cart-link')).toContainText('2');

    await plus(other, cake.name).click();
    await expect(quantity(other, cake.name)).toHaveText('2');
    await expect(quantity(page, cake.name)).toHaveText('2');
    await expect(page.getByTestId('cart-total')).toHaveText('Rs. 810 /-');

    await row(other, coffee.name)
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect(other.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveText(`${coffee.name} was removed in another tab.`);
    await expect(page.getByTestId('cart-link')).toContainText('2');
    await expect(listing.getByTestId('cart-link')).toContainText('2');

    // ADD TO CART on a detail page in a third tab: the others count it at once.
    await listing.goto('/delivery/coffee/1');
    await listing.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(listing.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-link')).toContainText('3');
    await expect(other.getByTestId('cart-link')).toContainText('3');
  });

  test('an add the server answered (the page not yet live) reaches the other tabs once its cart is live', async ({
    page,
    request,
    context,
  }) => {
    await cartWith(page, request, [cake]);
    const detail = await context.newPage();
    // The shell's start-up script held back: the press is sent as the page's form.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await detail.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await detail.goto('/delivery/coffee/1', { waitUntil: 'commit' });
    await detail.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(detail).toHaveURL(/\/cart$/);
    await expect(detail.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    release();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-link')).toContainText('2');
  });

  test('a tab that was hidden reads the cart again when it is shown', async ({ page, request }) => {
    const visitor = await cartWith(page, request, [cake]);
    // A change no tab announced (made straight on the service), then the tab comes back.
    const created = await request.post(`${api()}/cart`, {
      headers: { 'X-Visitor-Id': visitor },
      data: { ...(await (await request.get(`${api()}/coffee/1`)).json()), id: undefined, quantity: 1 },
    });
    expect(created.ok()).toBe(true);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    // Shown again once the page is live: the page's watch on its tab starts then.
    await waitForHydration(page);
    // Headless tabs are always visible: play the hide and show the browser would fire.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-link')).toContainText('2');
  });

  test('+ pressed in both tabs at quantity 1 ends at 3', async ({ page, request, context }) => {
    const visitor = await cartWith(page, request, [cake]);
    const other = await secondTab(context, '/cart');
    await expect(quantity(other, cake.name)).toHaveText('1');
    // About two live tabs' writes meeting (412); a + before that is posted to the server instead.
    await Promise.all([waitForHydration(page), waitForHydration(other)]);

    // Both +s are made from version 1: the first tab's leaves only once the second tab's has
    // been sent (else the first one's save could reach the second tab, which then reads the
    // cart again before its own +), and the second tab's only after the first tab's is saved.
    let firstSaved!: () => void;
    const saved = new Promise<void>((resolve) => {
      firstSaved = resolve;
    });
    let otherSent!: () => void;
    const otherPut = new Promise<void>((resolve) => {
      otherSent = resolve;
    });
    await page.route('**/api/cart/*', async (route) => {
      if (route.request().method() === 'PUT') await otherPut;
      await route.continue();
    });
    await other.route('**/api/cart/*', async (route) => {
      if (route.request().method() === 'PUT') {
        otherSent();
        await saved;
      }
      await route.continue();
    });
    const conflicts: number[] = [];
    other.on('response', (response) => {
      if (response.status() === 412) conflicts.push(412);
    });
    page.on('requestfinished', (finished) => {
      if (finished.method() === 'PUT') firstSaved();
    });
    await Promise.all([plus(other, cake.name).click(), plus(page, cake.name).click()]);

    await expect(quantity(page, cake.name)).toHaveText('3');
    await expect(quantity(other, cake.name)).toHaveText('3');
    expect((await savedCart(request, visitor))[0]?.quantity).toBe(3);
    await expect(page.getByTestId('cart-total')).toHaveText('Rs. 990 /-');
    // The second tab's + met the first one's (412) and was applied again on top.
    expect(conflicts).toEqual([412]);
  });

  test('+ on a line another tab removed says so in plain words, and the row goes', async ({
    page,
    request,
  }) => {
    const visitor = await cartWith(page, request, [cake, coffee]);
    const gone = (await savedCart(request, visitor)).find((line) => line.name === cake.name)!;
    // Removed where this tab cannot hear it: straight on the service.
    expect(
      (await request.delete(`${api()}/cart/${gone.id}`, { headers: { 'X-Visitor-Id': visitor } })).ok(),
    ).toBe(true);
    await plus(page, cake.name).click();
    await expect(page.getByRole('alert')).toHaveText(`${cake.name} was removed in another tab.`);
    await expect(page.getByText(/404|server answered/)).toHaveCount(0);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-total')).toHaveText('Rs. 150 /-');
    await expect(page.getByTestId('cart-link')).toContainText('1');
  });

  // Not 'were removed in another tab': the items were paid for, not taken away.
  test('after paying in one tab, another open cart says its items were ordered', async ({
    page,
    request,
    context,
  }) => {
    await cartWith(page, request, [cake, coffee]);
    const paying = await secondTab(context, '/payment');
    await expect(paying.getByRole('heading', { level: 1 })).toHaveText('TO PAY ONLY Rs. 480 /-');
    await fillCard(paying, card);
    await paying.getByRole('button', { name: 'Submit Here' }).click();
    await expect(paying.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();

    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      `${cake.name} and ${coffee.name} were ordered in another tab.`,
    );
    await expect(page.getByText(/removed/)).toHaveCount(0);
    await expect(page.getByTestId('cart-link')).toContainText('0');
  });
});
