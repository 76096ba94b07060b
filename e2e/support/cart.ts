import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The data service the site under test talks to (started by the global setup). */
export const apiUrl = () => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set: run through playwright with the global setup');
  return url;
};

/** The page's anonymous visitor id (it scopes the cart); the page must have started. */
export async function visitorOf(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('visitorId'))).toBeTruthy();
  return (await page.evaluate(() => localStorage.getItem('visitorId'))) as string;
}

/** POSTs a catalogue item (e.g. 'cake/1') to this visitor's cart, as ADD TO CART does. */
export async function putInCart(request: APIRequestContext, visitor: string, source: string) {
  const item = await (await request.get(`${apiUrl()}/${source}`)).json();
  const { id: _id, ...fields } = item as Record<string, unknown>;
  const created = await request.post(`${apiUrl()}/cart`, {
    headers: { 'X-Visitor-Id': visitor },
    data: { ...fields, quantity: 1 },
  });
  expect(created.ok()).toBe(true);
  return (await created.json()) as { id: number };
}
