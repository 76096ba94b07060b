import type { Page } from '@playwright/test';
import { cake, card, coffee, fillCard, paymentsOf, putInCart } from '../support/cart';
import { expect, pageHeading, test, waitForHydration } from '../support/fixtures';

/*
 * A payment the action refuses keeps what was typed and says why, whether the page's fetcher sent
 * it (JavaScript on) or the browser posted the form to the server (off): the same action answers.
 * Each step acts as soon as its control shows.
 */
const visitorCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'visitorId')?.value ?? '';

/** A cake in a new visitor's cart, through ADD TO CART, and /payment through Buy Now. */
async function toPayment(page: Page) {
  await page.goto(`/delivery/${cake.source}`);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(pageHeading(page, `TO PAY ONLY Rs. ${cake.price} /-`)).toBeVisible();
  return visitorCookie(page);
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Here' }).click();

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a cart changed in another tab is not charged: the new amount, and the name and number kept', async ({
      page,
      request,
    }) => {
      const visitor = await toPayment(page);
      // Another tab adds a coffee while this one fills the card.
      await putInCart(request, visitor, coffee.source);
      await fillCard(page, card);
      await submit(page);
      const total = `Rs. ${cake.price + coffee.price} /-`;
      await expect(page.getByRole('alert')).toContainText(
        `Your cart changed since you pressed Buy Now: it now comes to ${total}.`,
      );
      await expect(page).toHaveURL(/\/payment$/);
      await expect(page.getByLabel('Name')).toHaveValue(card.name);
      await expect(page.getByLabel('Card Number')).toHaveValue(card.cardNo);
      await expect(pageHeading(page, `TO PAY ONLY ${total}`)).toBeVisible();
      expect(await paymentsOf(request, visitor)).toEqual([]);

      // Submitted again for the amount now shown, it pays that, once.
      if (!javaScriptEnabled) await page.getByLabel('CVV').fill(card.cvv);
      await submit(page);
      await expect(page).toHaveURL(/\/paymentsuccessful/);
      expect(await paymentsOf(request, visitor)).toEqual([
        expect.objectContaining({ amount: cake.price + coffee.price }),
      ]);
    });
  });
}

test('live, a data service that fails the payment: its message, nothing charged, what was typed kept', async ({
  page,
  request,
}) => {
  const visitor = await toPayment(page);
  await page.route('**/api/cart/payments/**', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
  );
  await fillCard(page, card);
  // About the live page's fetcher (the server's own call is not the browser's to intercept).
  await waitForHydration(page);
  await submit(page);
  await expect(page.getByRole('alert')).toHaveText(
    'The data service answered 503. Nothing was charged: try again.',
  );
  await expect(page.getByLabel('Name')).toHaveValue(card.name);
  await expect(page.getByRole('button', { name: 'Submit Here' })).toBeEnabled();
  expect(await paymentsOf(request, visitor)).toEqual([]);
});
