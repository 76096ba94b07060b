import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';

const root = join(__dirname, '..', '..');
const devUrl = (app: string) => {
  const url = process.env[`E2E_DEV_${app.replace('-', '_').toUpperCase()}_URL`];
  if (!url) throw new Error(`no dev server for ${app}: run with -c e2e/playwright.dev.config.ts`);
  return url;
};

/**
 * Saves `file` with `from` replaced by `to`, as a developer would, and checks the page
 * takes it in place: `changed` shows, the window is the same (no reload) and `kept` still
 * holds (React state). The file is put back afterwards, whatever happens.
 */
async function expectHotEdit(
  page: Page,
  {
    file,
    from,
    to,
    changed,
    kept,
  }: { file: string; from: string; to: string; changed: Locator; kept: () => Promise<void> },
) {
  const path = join(root, file);
  const original = readFileSync(path, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} has no "${from}"`);
  await page.evaluate(() => Object.assign(window, { devMark: 'same page' }));
  writeFileSync(path, original.replace(from, to));
  try {
    await expect(changed).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { devMark?: string }).devMark)).toBe('same page');
    await kept();
  } finally {
    writeFileSync(path, original);
  }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/**
 * Picks a sort, which is React state of the listing: Fast Refresh keeps it, a reload loses
 * it. Once the list is there (a list that arrives starts in server order).
 */
async function pickSort(page: Page) {
  await expect(page.getByTestId('item-card').first()).toBeVisible();
  const price = page.getByLabel('Price').first();
  await price.selectOption({ label: 'High to Low' });
  return async () => expect(price.locator('option:checked')).toHaveText('High to Low');
}

/** A listing heading edited in `file`, on the page at `url`. */
async function expectHeadingEdit(page: Page, url: string, file: string, name: string, suffix: string) {
  await page.goto(url);
  await expect(heading(page, name)).toBeVisible();
  const sortKept = await pickSort(page);
  await expectHotEdit(page, {
    file,
    from: `heading="${name}"`,
    to: `heading="${name}${suffix}"`,
    changed: heading(page, `${name}${suffix}`),
    kept: sortKept,
  });
}

const deliveryLanding = 'delivery-mfe/src/features/listing/components/delivery-landing.tsx';
const deliveryHeading = 'Order Food Online In NCR Delhi';

test.describe('npm run dev: React Fast Refresh', () => {
  let pageErrors: string[];
  test.beforeEach(({ page }) => {
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  test.afterEach(() => expect(pageErrors).toEqual([]));

  // First: the other edits' rebuilds, still arriving, would land in its page.
  test('a stylesheet edited replaces its old copy in place, with no reload and state kept', async ({
    page,
  }) => {
    await page.goto(`${devUrl('shell')}/delivery`);
    const bar = page.getByRole('banner');
    await expect(bar).toHaveCSS('box-shadow', /1px 0px/);
    const sortKept = await pickSort(page);
    await expectHotEdit(page, {
      file: 'shell/src/features/top-bar/top-bar.module.css',
      from: 'box-shadow: 0 1px 0 var(--line);',
      to: 'box-shadow: 0 5px 0 rgb(1, 2, 3);',
      changed: page.locator('header', { has: page.getByRole('link', { name: 'zomato home' }) }),
      kept: async () => {
        await expect(bar).toHaveCSS('box-shadow', 'rgb(1, 2, 3) 0px 5px 0px 0px');
        // The old copy is gone, not overruled: one stylesheet holds the bar's rule.
        const copies = await page.evaluate(
          () =>
            [...document.querySelectorAll('style')].filter((style) =>
              /5px 0 rgb\(1, 2, 3\)|0 1px 0 var\(--line\)/.test(style.textContent ?? ''),
            ).length,
        );
        expect(copies).toBe(1);
        await sortKept();
      },
    });
  });

  test("a remote's component edited shows inside the shell page at once, with no reload and its state kept", async ({
    page,
  }) => {
    await expectHeadingEdit(page, `${devUrl('shell')}/delivery`, deliveryLanding, deliveryHeading, ', hot');
    // Put back, it shows again, still without a reload.
    await expect(heading(page, deliveryHeading)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { devMark?: string }).devMark)).toBe('same page');
  });

  test("the same in the remote's standalone page", async ({ page }) => {
    await expectHeadingEdit(
      page,
      `${devUrl('delivery-mfe')}/delivery`,
      deliveryLanding,
      deliveryHeading,
      ', standalone',
    );
  });

  test("a second remote's component (dining) takes its own edit, beside delivery's", async ({ page }) => {
    // Dining's app.tsx is its route objects, which Fast Refresh does not patch (they are not
    // components): the edit is to its own component above the listing.
    await page.goto(`${devUrl('shell')}/dinning`);
    const picture = page.locator('section[aria-labelledby="collections-heading"] img').first();
    await expect(picture).toHaveAttribute('loading', 'eager');
    const sortKept = await pickSort(page);
    await expectHotEdit(page, {
      file: 'dining-mfe/src/app/dining-collections.tsx',
      from: 'imageLoading="eager"',
      to: 'imageLoading="lazy"',
      changed: page.locator('section[aria-labelledby="collections-heading"] img[loading="lazy"]').first(),
      kept: sortKept,
    });
    // Delivery's tab is still delivery's: the two remotes' components are never mixed up.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Delivery' }).click();
    await expect(heading(page, deliveryHeading)).toBeVisible();
  });

  test("the shell's own component edited shows in place, with the search box's text kept", async ({
    page,
  }) => {
    await page.goto(devUrl('shell'));
    const search = page.getByRole('combobox', { name: 'Search restaurants, cuisines and dishes' });
    await search.fill('pizza');
    await expectHotEdit(page, {
      file: 'shell/src/features/landing/components/section-cards.tsx',
      from: "text: 'Stay home and order to your doorstep',",
      to: "text: 'Stay home and order to your doorstep, hot',",
      changed: page.getByText('Stay home and order to your doorstep, hot'),
      kept: () => expect(search).toHaveValue('pizza'),
    });
  });
});
