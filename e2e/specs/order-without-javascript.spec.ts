import type { Page } from '@playwright/test';
import { card, fillCard, paymentsOf, row, savedCart } from '../support/cart';
import { fromApi } from '../support/data-service';
import { expect, pageHeading, test } from '../support/fixtures';

/**
 * Every order step is a real link or form the server answers (docs/decisions/0018): a whole order
 * placed with JavaScript off, and again with delivery's scripts failing to load. Each step acts as
 * soon as its control shows.
 */
const visitorCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'visitorId')?.value ?? '';

/** /delivery → a city → Cake → a cake → ADD TO CART → + → Buy Now → pay → confirmation → empty cart. */
async function placeOrder(page: Page) {
  await page.goto('/delivery');
  await page.getByRole('main').getByLabel('City').selectOption('Noida');
  // With the section's code down, its notice brings the form's Show back as it appears.
  await page.getByRole('main').getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/\/delivery\?(.*&)?city=Noida(&|$)/);
  await page
    .getByRole('region', { name: 'Inspiration for your first order' })
    .getByRole('link', { name: 'Cake', exact: true })
    .first()
    .click();
  await expect(pageHeading(page, 'Order your Cake')).toBeVisible();
  const firstCake = page.getByRole('main').locator('a[href*="/delivery/cake/"]').first();
  const href = (await firstCake.getAttribute('href')) ?? '';
  await firstCake.click();
  const cake = await fromApi(new URL(href, page.url()).pathname.replace('/delivery/', ''));
  await expect(pageHeading(page, cake.name)).toBeVisible();

  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(row(page, cake.name).getByTestId('quantity')).toHaveText('1');
  await row(page, cake.name)
    .getByRole('button', { name: `Increase quantity of ${cake.name}` })
    .click();
  await expect(row(page, cake.name).getByTestId('quantity')).toHaveText('2');
  await expect(page.getByTestId('cart-total')).toHaveText(`Rs. ${2 * cake.price} /-`);

  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(pageHeading(page, `TO PAY ONLY Rs. ${2 * cake.price} /-`)).toBeVisible();
  await fillCard(page, card);
  await page.getByRole('button', { name: 'Submit Here' }).click();
  await expect(page).toHaveURL(/\/paymentsuccessful/);
  await expect(page.getByText(`Rs. ${2 * cake.price} /-`).first()).toBeVisible();
  await expect(page.getByText(cake.name)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  const visitor = await visitorCookie(page);
  expect(await savedCart(page.request, visitor)).toEqual([]);
  expect(await paymentsOf(page.request, visitor)).toEqual([
    expect.objectContaining({ amount: 2 * cake.price }),
  ]);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a whole order: a city, a category, an item, ADD TO CART, +, Buy Now, pay, confirmation', async ({
    page,
  }) => {
    await placeOrder(page);
  });

  test('bad card details come back with the alert text, each field’s problem and what was typed', async ({
    page,
  }) => {
    await page.goto('/delivery/cake/3');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('link', { name: 'Buy Now' }).click();
    await page.getByLabel('Name').fill(card.name);
    await page.getByLabel('Card Number').fill('4111 1111 1111 1112');
    await page.getByLabel('Expiry Date').fill('13/20');
    await page.getByLabel('CVV').fill('12');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Here' }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole('alert').filter({ hasText: 'write correct details !' })).toBeVisible();
    await expect(page.getByTestId('field-problem')).toHaveCount(3);
    await expect(page.getByLabel('Name')).toHaveValue(card.name);
    await expect(page.getByLabel('Card Number')).toHaveValue('4111 1111 1111 1112');
    await expect(page.getByLabel('CVV')).toHaveValue('');
    expect(await paymentsOf(page.request, await visitorCookie(page))).toEqual([]);
  });

  test('− stays refused at 1, with a message; Remove takes the line out', async ({ page }) => {
    const cake = await fromApi('cake/3');
    await page.goto('/delivery/cake/3');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    // aria-disabled at 1, still pressable: the server refuses it and says why.
    await row(page, cake.name)
      .getByRole('button', { name: `Decrease quantity of ${cake.name}` })
      .press('Enter');
    await expect(page.getByRole('alert')).toContainText('use Remove to take it out');
    await expect(row(page, cake.name).getByTestId('quantity')).toHaveText('1');
    await row(page, cake.name)
      .getByRole('button', { name: `Remove ${cake.name}` })
      .click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  test('ADD TO CART or a payment sent twice with its key is carried out once', async ({ page }) => {
    const cake = await fromApi('cake/3');
    await page.goto('/delivery/cake/3');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'ADD TO CART' }) });
    const key = await form.locator('input[name="key"]').inputValue();
    const post = () =>
      page.request.post('/delivery/cake/3', { form: { intent: 'add-to-cart', key }, maxRedirects: 0 });
    expect((await post()).status()).toBe(303);
    expect((await post()).status()).toBe(303);
    const visitor = await visitorCookie(page);
    expect(await savedCart(page.request, visitor)).toEqual([
      expect.objectContaining({ name: cake.name, quantity: 1 }),
    ]);

    await page.goto('/payment');
    const attempt = await page.locator('input[name="attempt"]').inputValue();
    const pay = () =>
      page.request.post('/payment', {
        form: { intent: 'pay', attempt, amount: String(cake.price), ...card },
        maxRedirects: 0,
      });
    const [first, second] = [await pay(), await pay()];
    expect([first.status(), second.status()]).toEqual([303, 303]);
    expect(second.headers().location).toBe(first.headers().location);
    expect(await paymentsOf(page.request, visitor)).toHaveLength(1);
  });

  test('each load of a detail page gets its own press key', async ({ page }) => {
    await page.goto('/delivery/cake/3');
    const key = () => page.locator('input[name="key"]').inputValue();
    const first = await key();
    await page.reload();
    expect(await key()).not.toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  test('a form the server cannot read gets a 4xx with a message, never a 500', async ({ page }) => {
    const json = await page.request.post('/delivery/cake/3', { data: { intent: 'add-to-cart' } });
    expect(json.status()).toBe(415);
    const keyless = await page.request.post('/delivery/cake/3', { form: { intent: 'add-to-cart' } });
    expect(keyless.status()).toBe(400);
    expect(await keyless.text()).toContain('reload the page and press again');
    const long = await page.request.post('/payment', { form: { intent: 'pay', name: 'x'.repeat(600) } });
    expect(long.status()).toBe(400);
  });
});

test('a whole order with delivery’s scripts failing to load', async ({ page }) => {
  await page.route(/\/mfe\/delivery\/.*\.js$/, (route) => route.abort());
  await placeOrder(page);
});
