import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, renderInBrowser, test } from '../support/fixtures';
import { cake, card, cartWith, coffee, fillCard, laterYear, savedCart } from '../support/cart';

/* /payment and /paymentsuccessful: card checks, an unreadable cart, axe, the title. */

const dialogsOf = (page: Page) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  return dialogs;
};

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Here' }).click();

/** A field's accessible description: its message, then its hint. */
const description = (page: Page, label: string) =>
  page.getByLabel(label).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

test.describe('payment: a card must be a card', () => {
  test('a non-card is refused with the alert and a message beside each wrong field', async ({
    page,
    request,
  }) => {
    const dialogs = dialogsOf(page);
    const visitor = await cartWith(page, request, [cake, coffee]);
    await page.getByRole('link', { name: 'Buy Now' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TO PAY ONLY Rs. 480 /-');
    await expect(page).toHaveTitle('Payment | Zomato NCR');

    await fillCard(page, { name: 'Asha Rao', cardNo: 'abcdabcdabcdabcd', expiry: 'ab/cd', cvv: 'xyz' });
    await submit(page);
    await expect.poll(() => dialogs).toEqual(['write correct details !']);
    await expect(page).toHaveURL(/\/payment$/);
    for (const [label, message] of [
      ['Card Number', /digits only/],
      ['Expiry Date', /MM\/YY/],
      ['CVV', /3 digits/],
    ] as const) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      expect(await description(page, label)).toMatch(message);
    }
    await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
    // Focus goes to the first wrong field.
    await expect(page.getByLabel('Card Number')).toBeFocused();
    await expectNoAxeViolations(page);
    expect(await savedCart(request, visitor)).toHaveLength(2);
  });

  test('an expired card (01/20) and a number failing Luhn are refused; spaces in the number are fine', async ({
    page,
    request,
  }) => {
    const dialogs = dialogsOf(page);
    const visitor = await cartWith(page, request, [coffee]);
    await page.goto('/payment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TO PAY ONLY Rs. 150 /-');

    await fillCard(page, { ...card, expiry: '01/20' });
    await submit(page);
    await expect.poll(() => dialogs).toEqual(['write correct details !']);
    await expect(page.getByLabel('Expiry Date')).toBeFocused();
    expect(await description(page, 'Expiry Date')).toMatch(/expired/);

    await fillCard(page, { ...card, cardNo: '4111111111111112' });
    await submit(page);
    await expect.poll(() => dialogs).toHaveLength(2);
    expect(await description(page, 'Card Number')).toMatch(/not a valid card number/);
    expect(await savedCart(request, visitor)).toHaveLength(1);

    await fillCard(page, { ...card, cardNo: '4111 1111 1111 1111' });
    await submit(page);
    await expect(page).toHaveURL(/\/paymentsuccessful\?attempt=[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page).toHaveTitle('Payment successful | Zomato NCR');
    expect(dialogs).toHaveLength(2);
    expect(await savedCart(request, visitor)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('axe passes on /payment with items before any submit', async ({ page, request }) => {
    await cartWith(page, request, [cake]);
    await page.goto('/payment');
    await expect(page.getByRole('button', { name: 'Submit Here' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('card fields', () => {
  test('each asks for a numeric keyboard and names its autofill, cuts nothing typed, and the CVV is masked', async ({
    page,
    request,
  }) => {
    const dialogs = dialogsOf(page);
    const visitor = await cartWith(page, request, [coffee]);
    await page.goto('/payment');
    for (const [label, autocomplete] of [
      ['Card Number', 'cc-number'],
      ['Expiry Date', 'cc-exp'],
      ['CVV', 'cc-csc'],
    ] as const) {
      const input = page.getByLabel(label);
      await expect(input).toHaveAttribute('inputmode', 'numeric');
      await expect(input).toHaveAttribute('autocomplete', autocomplete);
      await expect(input).not.toHaveAttribute('maxlength');
    }
    await expect(page.getByLabel('CVV')).toHaveAttribute('type', 'password');

    // Typed key by key: a 17th digit stays, for the rule to name; a four-digit year is taken.
    await page.getByLabel('Card Number').pressSequentially('4111-1111-1111-1111 1');
    await expect(page.getByLabel('Card Number')).toHaveValue('4111-1111-1111-1111 1');
    await page.getByLabel('Expiry Date').pressSequentially(`1220${laterYear}`);
    await expect(page.getByLabel('Expiry Date')).toHaveValue(`12/20${laterYear}`);
    await page.getByLabel('CVV').pressSequentially('1234');
    await submit(page);
    await expect(page.getByText('A card number has 16 digits; this one has 17.')).toBeVisible();
    await expect(page.getByText('A CVV has 3 digits; this one has 4.')).toBeVisible();
    await expect(page.getByLabel('Expiry Date')).not.toHaveAttribute('aria-invalid');
    await page.getByLabel('Card Number').fill(card.cardNo);
    dialogs.length = 0;

    // Wrong details still get the SPEC's alert.
    await page.getByLabel('CVV').fill('12');
    await page.getByLabel('Name').fill(card.name);
    await submit(page);
    await expect.poll(() => dialogs).toEqual(['write correct details !']);
    await expect(page.getByLabel('CVV')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('CVV')).toBeFocused();
    expect(await savedCart(request, visitor)).toHaveLength(1);
  });
});

test('an empty cart: /payment shows only the empty state, with a way back to food', async ({ page }) => {
  await page.goto('/payment');
  const empty = page.getByRole('status').filter({ hasText: 'There is nothing to pay for' });
  await expect(empty).toBeVisible();
  await expect(page.getByText(/TO PAY ONLY|Rs\. 0/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Here' })).toHaveCount(0);
  await empty.getByRole('link', { name: 'Order food online' }).click();
  await expect(page).toHaveURL(/\/delivery$/);
});

test.describe('payment when the cart cannot be read', () => {
  test('a failing cart: loading, then an error with Retry; the badge keeps its count; Retry loads', async ({
    page,
    request,
  }) => {
    await cartWith(page, request, [cake, coffee]);
    const cartLink = page.getByTestId('cart-link');
    await expect(cartLink).toContainText('2');
    // The failure is the browser's: the server would draw the page with the cart it can read.
    await renderInBrowser(page);
    let failing = true;
    await page.route('**/api/cart', (route) =>
      failing && route.request().method() === 'GET'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' })
        : route.continue(),
    );

    await page.getByRole('link', { name: 'Buy Now' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'We could not load your cart' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('The server answered 503.');
    await expect(page.getByText(/nothing to pay for|Your cart is empty/)).toHaveCount(0);
    await expect(page.getByText(/Rs\. 0 /)).toHaveCount(0);
    await expect(cartLink).toContainText('2');

    // Opened afresh while the cart still fails: the same, and the badge still knows 2.
    await page.reload();
    await expect(alert).toBeVisible();
    await expect(page.getByText(/nothing to pay for|Your cart is empty/)).toHaveCount(0);
    await expect(cartLink).toContainText('2');

    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TO PAY ONLY Rs. 480 /-');
    await expect(page.getByRole('button', { name: 'Submit Here' })).toBeVisible();
  });

  test('a hanging cart: loading (never an empty cart), then an error with Retry', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await cartWith(page, request, [coffee]);
    await renderInBrowser(page);
    await page.route('**/api/cart', (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      return undefined; // never answered: the request hangs
    });
    await page.goto('/payment');
    await expect(page.getByText('Loading your cart…')).toBeVisible();
    await expect(page.getByText(/nothing to pay for|Your cart is empty/)).toHaveCount(0);
    await expect(page.getByTestId('cart-link')).toContainText('1');
    const alert = page.getByRole('alert').filter({ hasText: 'We could not load your cart' });
    await expect(alert).toContainText('The server took too long to answer.', { timeout: 25_000 });
    await expect(page.getByText(/nothing to pay for|Your cart is empty/)).toHaveCount(0);
    await page.unroute('**/api/cart');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TO PAY ONLY Rs. 150 /-');
  });
});
