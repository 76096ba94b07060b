import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { cake, card, cartWith, coffee, fillCard, paymentsOf, savedCart } from '../support/cart';

/*
 * A reload at any step of a payment never pays twice, and no page says paid
 * while the cart still holds what it paid for. The steps: before submit, while paying (the
 * request held before the data service), after the service paid but before the page heard it
 * (the answer never comes back), and on the success page.
 */

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Here' }).click();
const toPay = (page: Page) => page.getByRole('heading', { level: 1 });
const paidHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Payment successful' });

/** Opens /payment through Buy Now for a cart of a cake and a coffee (Rs. 480) and fills a good card. */
async function readyToPay(page: Page, request: Parameters<typeof cartWith>[1]) {
  const visitor = await cartWith(page, request, [cake, coffee]);
  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(toPay(page)).toHaveText('TO PAY ONLY Rs. 480 /-');
  await fillCard(page, card);
  return visitor;
}

/**
 * Holds the request that pays (any change to the cart: the payment, or emptying the cart)
 * and never answers it: the test reloads while it is held. Resolves with the held route.
 */
function holdPayingRequest(page: Page): Promise<Route> {
  return new Promise((resolve) => {
    void page.route('**/api/cart**', (route) =>
      route.request().method() === 'GET' ? route.continue() : resolve(route),
    );
  });
}

test.describe('a reload at each step of a payment', () => {
  test('before submit: the same amount, and one submit pays once', async ({ page, request }) => {
    const visitor = await readyToPay(page, request);
    await page.reload();
    await expect(toPay(page)).toHaveText('TO PAY ONLY Rs. 480 /-');
    await fillCard(page, card);
    await submit(page);
    await expect(paidHeading(page)).toBeVisible();
    await expect(page.getByTestId('amount-paid')).toHaveText('Rs. 480 /-');
    expect(await paymentsOf(request, visitor)).toEqual([expect.objectContaining({ amount: 480 })]);
    expect(await savedCart(request, visitor)).toEqual([]);
  });

  test('while paying, before the data service got it: nothing says paid, and the next submit is the same attempt', async ({
    page,
    request,
  }) => {
    const visitor = await readyToPay(page, request);
    const held = holdPayingRequest(page);
    await submit(page);
    await expect(page.getByRole('button', { name: 'Paying…' })).toBeVisible();
    const first = (await held).request().url();
    // The reload cancels the held request (unrouted before, it would go on to the service).
    await page.reload();
    await page.unroute('**/api/cart**');

    await expect(toPay(page)).toHaveText('TO PAY ONLY Rs. 480 /-');
    expect(await savedCart(request, visitor)).toHaveLength(2);
    expect(await paymentsOf(request, visitor)).toEqual([]);
    // The success page does not say paid while the cart is still full.
    await page.goto('/paymentsuccessful');
    await expect(page.getByRole('heading', { level: 1, name: 'Nothing to confirm' })).toBeVisible();
    await expect(page.getByText(/You paid/)).toHaveCount(0);

    await page.goto('/payment');
    await expect(toPay(page)).toHaveText('TO PAY ONLY Rs. 480 /-');
    await fillCard(page, card);
    const again = page.waitForRequest(
      (sent) => sent.method() === 'PUT' && /\/cart\/payments\//.test(sent.url()),
    );
    await submit(page);
    expect((await again).url()).toBe(first);
    await expect(paidHeading(page)).toBeVisible();
    expect(await paymentsOf(request, visitor)).toHaveLength(1);
  });

  test('after the data service paid, before the page heard it: the confirmation, never the form again', async ({
    page,
    request,
  }) => {
    const visitor = await readyToPay(page, request);
    const held = holdPayingRequest(page);
    await submit(page);
    const route = await held;
    // It reaches the data service; its answer never reaches the page, which is reloaded.
    expect((await route.fetch()).ok()).toBe(true);
    await page.reload();
    await page.unroute('**/api/cart**');

    await expect(paidHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/paymentsuccessful\?attempt=[\w-]+$/);
    await expect(page.getByTestId('amount-paid')).toHaveText('Rs. 480 /-');
    await expect(page.getByTestId('cart-link')).toContainText('0');
    expect(await savedCart(request, visitor)).toEqual([]);
    expect(await paymentsOf(request, visitor)).toHaveLength(1);
    await page.goto('/payment');
    await expect(page.getByText('There is nothing to pay for')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Here' })).toHaveCount(0);
  });

  test('on the success page: still paid, once, and nothing left to pay', async ({ page, request }) => {
    const visitor = await readyToPay(page, request);
    await submit(page);
    await expect(paidHeading(page)).toBeVisible();
    await page.reload();
    await expect(paidHeading(page)).toBeVisible();
    await expect(page.getByTestId('amount-paid')).toHaveText('Rs. 480 /-');
    await expect(page.getByTestId('cart-link')).toContainText('0');
    await page.goBack();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await page.goto('/payment');
    await expect(page.getByText('There is nothing to pay for')).toBeVisible();
    expect(await paymentsOf(request, visitor)).toEqual([expect.objectContaining({ amount: 480 })]);
    expect(await savedCart(request, visitor)).toEqual([]);
  });
});
