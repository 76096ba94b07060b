import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const root = join(__dirname, '..', '..');
const devUrl = (app: string) => {
  const url = process.env[`E2E_DEV_${app.replace('-', '_').toUpperCase()}_URL`];
  if (!url) throw new Error(`no dev server for ${app}: run with -c e2e/playwright.dev.config.ts`);
  return url;
};

/** Edits a source file as a developer would (saved in place); `restore` puts it back. */
function editSource(file: string, from: string, to: string) {
  const path = join(root, file);
  const original = readFileSync(path, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} has no "${from}"`);
  writeFileSync(path, original.replace(from, to));
  return { restore: () => writeFileSync(path, original) };
}

/** A mark on the page's window: a full reload would wipe it. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { devMark: 'same page' }));
const windowMark = (page: Page) => page.evaluate(() => (window as unknown as { devMark?: string }).devMark);

/**
 * Picks a sort, which is React state of the listing: Fast Refresh keeps it, a reload loses
 * it. Once the list is there (a list that arrives starts in server order).
 */
async function pickSort(page: Page) {
  await expect(page.getByTestId('item-card').first()).toBeVisible();
  const price = page.getByLabel('Price').first();
  await price.selectOption({ label: 'High to Low' });
  return price;
}

test.describe('npm run dev: React Fast Refresh', () => {
  let pageErrors: string[];
  test.beforeEach(({ page }) => {
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  test.afterEach(() => expect(pageErrors).toEqual([]));

  test("a remote's component edited shows inside the shell page at once, with no reload and its state kept", async ({
    page,
  }) => {
    await page.goto(`${devUrl('shell')}/delivery`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Order Food Online In NCR Delhi' }),
    ).toBeVisible();
    await markWindow(page);
    const price = await pickSort(page);
    const edit = editSource(
      'delivery-mfe/src/features/listing/components/delivery-landing.tsx',
      'heading="Order Food Online In NCR Delhi"',
      'heading="Order Food Online In NCR Delhi, hot"',
    );
    try {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Order Food Online In NCR Delhi, hot' }),
      ).toBeVisible();
      expect(await windowMark(page)).toBe('same page');
      await expect(price.locator('option:checked')).toHaveText('High to Low');
    } finally {
      edit.restore();
    }
    await expect(
      page.getByRole('heading', { level: 1, name: 'Order Food Online In NCR Delhi' }),
    ).toBeVisible();
    expect(await windowMark(page)).toBe('same page');
  });

  test("the same in the remote's standalone page", async ({ page }) => {
    await page.goto(`${devUrl('delivery-mfe')}/delivery`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Order Food Online In NCR Delhi' }),
    ).toBeVisible();
    await markWindow(page);
    const price = await pickSort(page);
    const edit = editSource(
      'delivery-mfe/src/features/listing/components/delivery-landing.tsx',
      'heading="Order Food Online In NCR Delhi"',
      'heading="Order Food Online In NCR Delhi, standalone"',
    );
    try {
      await expect(
        page.getByRole('heading', { name: 'Order Food Online In NCR Delhi, standalone' }),
      ).toBeVisible();
      expect(await windowMark(page)).toBe('same page');
      await expect(price.locator('option:checked')).toHaveText('High to Low');
    } finally {
      edit.restore();
    }
  });

  test("a second remote's component (dining) takes its own edit, beside delivery's", async ({ page }) => {
    await page.goto(`${devUrl('shell')}/dinning`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dine-Out Restaurants In NCR Delhi' }),
    ).toBeVisible();
    await markWindow(page);
    const price = await pickSort(page);
    const edit = editSource(
      'dining-mfe/src/app/app.tsx',
      'heading="Dine-Out Restaurants In NCR Delhi"',
      'heading="Dine-Out Restaurants In NCR Delhi, hot"',
    );
    try {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Dine-Out Restaurants In NCR Delhi, hot' }),
      ).toBeVisible();
      expect(await windowMark(page)).toBe('same page');
      await expect(price.locator('option:checked')).toHaveText('High to Low');
      // Delivery's tab is still delivery's: the two remotes' components are never mixed up.
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: 'Delivery' })
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Order Food Online In NCR Delhi' }),
      ).toBeVisible();
    } finally {
      edit.restore();
    }
  });

  test("the shell's own component edited shows in place, with the search box's text kept", async ({
    page,
  }) => {
    await page.goto(devUrl('shell'));
    const search = page.getByRole('combobox', { name: 'Search dishes' });
    await search.fill('pizza');
    await markWindow(page);
    const edit = editSource(
      'shell/src/features/landing/components/section-cards.tsx',
      "text: 'Stay home and order to your doorstep',",
      "text: 'Stay home and order to your doorstep, hot',",
    );
    try {
      await expect(page.getByText('Stay home and order to your doorstep, hot')).toBeVisible();
      expect(await windowMark(page)).toBe('same page');
      await expect(search).toHaveValue('pizza');
    } finally {
      edit.restore();
    }
  });
});
