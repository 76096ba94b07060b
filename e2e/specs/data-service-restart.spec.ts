import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { ChildProcess } from 'node:child_process';
import { expect, test, waitForHydration } from '../support/fixtures';
import { row } from '../support/cart';
import { freePort, stopped } from '../support/processes';
import { startSiteWith, type Site } from '../support/ssr-stack';

/**
 * The data service killed (SIGKILL) and started again while a visitor is in
 * the middle of the cart. No line written before the kill is lost; what the visitor does
 * meanwhile is refused in words, and Retry brings the cart back without a reload.
 */
interface MockApi {
  url: string;
  child: ChildProcess;
}
type StartMockApi = (options: { port: number; dataDir: string }) => Promise<MockApi>;

let startMockApi: StartMockApi;
let dataDir: string;
let apiPort: number;
let api: MockApi;
let site: Site;

test.beforeAll(async () => {
  ({ startMockApi } = (await import(pathToFileURL(join(__dirname, '../../scripts/lib/stack.mjs')).href)) as {
    startMockApi: StartMockApi;
  });
  dataDir = mkdtempSync(join(tmpdir(), 'zomato-restart-'));
  apiPort = await freePort();
  api = await startMockApi({ port: apiPort, dataDir });
  site = await startSiteWith({ apiUrl: api.url });
});

test.afterAll(async () => {
  await site?.stop();
  if (api) await stopped(api.child, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test('a data service killed and restarted loses no cart line; Retry recovers without a reload', async ({
  page,
}) => {
  await page.goto(`${site.url}/delivery/cake/1`);
  // About the live page recovering without a reload: a press before that is answered by the server.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(row(page, 'Kwality Cakes Bakes')).toBeVisible();
  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Increase quantity of Kwality Cakes Bakes' }).click();
  await expect(row(page, 'Kwality Cakes Bakes').getByText('2', { exact: true })).toBeVisible();
  // The change is saved before it is acknowledged: wait for the saved quantity, not a timer.
  await expect
    .poll(async () => {
      const lines = await page.evaluate(async (url) => {
        const visitor = localStorage.getItem('visitorId') ?? '';
        const response = await fetch(`${url}/api/cart`, { headers: { 'X-Visitor-Id': visitor } });
        return (await response.json()) as { quantity: number }[];
      }, site.url);
      return lines.map((line) => line.quantity);
    })
    .toEqual([2]);
  const loads = { count: 0 };
  page.on('load', () => (loads.count += 1));

  await stopped(api.child, 'SIGKILL');
  // A change while it is down is refused in words; the row keeps what is saved.
  await page.getByRole('button', { name: 'Increase quantity of Kwality Cakes Bakes' }).click();
  await expect(page.getByRole('alert')).toContainText('Kwality Cakes Bakes could not be updated');
  await expect(row(page, 'Kwality Cakes Bakes').getByText('2', { exact: true })).toBeVisible();
  // The cart opened again meanwhile (a client-side visit) cannot be read: it says so, with Retry.
  await page.goBack();
  await expect(page).toHaveURL(/\/delivery\/cake\/1$/);
  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByText('We could not load your cart')).toBeVisible();

  api = await startMockApi({ port: apiPort, dataDir });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(row(page, 'Kwality Cakes Bakes').getByText('2', { exact: true })).toBeVisible();
  // And the cart works again: the next change is saved.
  await page.getByRole('button', { name: 'Increase quantity of Kwality Cakes Bakes' }).click();
  await expect(row(page, 'Kwality Cakes Bakes').getByText('3', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(loads.count).toBe(0);
});
