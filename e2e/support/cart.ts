import type { APIRequestContext, Page } from '@playwright/test';
import { api } from './data-service';
import { expect } from './fixtures';

/** The cart as the page's own visitor sees it through the data service, for any spec. */
export { api };

export const cake = { source: 'cake/1', name: 'Kwality Cakes Bakes', price: 330 };
export const coffee = { source: 'coffee/1', name: 'Barista', price: 150 };
export const pizza = { source: 'pizza/2', name: 'The Flying Gastronaut', price: 350 };

/** An expiry three years ahead, so the specs never go stale. */
export const laterYear = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
export const card = { name: 'Asha Rao', cardNo: '4111111111111111', expiry: `12/${laterYear}`, cvv: '123' };

/** The page's anonymous visitor id (it scopes the cart), once the page has made it. */
export async function visitorOf(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('visitorId'))).toBeTruthy();
  return (await page.evaluate(() => localStorage.getItem('visitorId'))) as string;
}

/** POSTs a catalogue item to this visitor's cart, as ADD TO CART does. */
export async function putInCart(request: APIRequestContext, visitor: string, source: string) {
  const item = await (await request.get(`${api()}/${source}`)).json();
  const { id: _id, ...fields } = item as Record<string, unknown>;
  const created = await request.post(`${api()}/cart`, {
    headers: { 'X-Visitor-Id': visitor },
    data: { ...fields, quantity: 1 },
  });
  expect(created.ok()).toBe(true);
  return (await created.json()) as { id: number; version: number };
}

export async function savedCart(request: APIRequestContext, visitor: string) {
  const response = await request.get(`${api()}/cart`, { headers: { 'X-Visitor-Id': visitor } });
  return (await response.json()) as { id: number; name: string; quantity: number }[];
}

/** The payments the data service recorded for this visitor (one per payment attempt). */
export async function paymentsOf(request: APIRequestContext, visitor: string) {
  const response = await request.get(`${api()}/cart/payments`, { headers: { 'X-Visitor-Id': visitor } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { attemptId: string; amount: number }[];
}

export const row = (page: Page, name: string) => page.getByTestId('cart-line').filter({ hasText: name });

/**
 * Opens /cart for a new visitor, puts `items` in its cart and shows them. Set-up, not a visit: it
 * returns once this browser keeps the cart's summary (what a later page shows while the cart cannot
 * be read), not as soon as the server's lines show.
 */
export async function cartWith(page: Page, request: APIRequestContext, items: { source: string }[]) {
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  const visitor = await visitorOf(page);
  for (const item of items) await putInCart(request, visitor, item.source);
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(items.length);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cartSummary') ?? '{}').lines))
    .toBe(items.length);
  return visitor;
}

export async function fillCard(page: Page, values: typeof card) {
  await page.getByLabel('Name').fill(values.name);
  await page.getByLabel('Card Number').fill(values.cardNo);
  await page.getByLabel('Expiry Date').fill(values.expiry);
  await page.getByLabel('CVV').fill(values.cvv);
}

/** What has keyboard focus, as a visitor would name it. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}: ${element.getAttribute('aria-label') ?? element.textContent?.trim()}`;
  });
