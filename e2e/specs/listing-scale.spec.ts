import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { layoutShift } from '../support/layout-shift';
import { startScaledSite, type ScaledSite } from '../support/scaled-site';

/**
 * Listings stay fast as the catalogue grows. A site whose data service answers
 * every list with 10,000 items (mock-api CATALOG_SCALE): only the cards on screen, plus a
 * margin, are in the DOM, and every listing rule, keyboard and screen-reader use, Back and
 * server rendering still work.
 */
interface Item {
  id: number;
  name: string;
  price: number;
  place: string;
}

const scale = 10_000;
const heading = 'Order Food Online In NCR Delhi';
let site: ScaledSite;
let random: Item[];

test.beforeAll(async () => {
  site = await startScaledSite(scale);
  random = (await (await fetch(`${site.apiUrl}/random`)).json()) as Item[];
});
test.afterAll(async () => {
  await site?.stop();
});

const grid = (page: Page) => page.getByRole('list', { name: heading });
/** The whole list has arrived (the server sent its first part; the controls wait for the rest). */
const wholeList = (page: Page) => expect(grid(page)).toHaveAttribute('aria-busy', 'false');
const cards = (page: Page) => grid(page).getByRole('listitem');
const control = (page: Page, label: 'City' | 'Price') =>
  page.getByRole('main').getByRole('combobox', { name: label });
/** aria-posinset of the cards in the DOM, in DOM order. */
const positions = (page: Page) =>
  cards(page).evaluateAll((items) => items.map((item) => Number(item.getAttribute('aria-posinset'))));
const elementCount = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);
/** The card names in the DOM at the top of the list (its first screen). */
const shownNames = (page: Page) => grid(page).getByRole('heading', { level: 2 }).allTextContents();
/** Scrolls the window and waits two frames (the virtualizer draws on scroll). */
async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
/** The first card whose top is in the viewport: its position in the list and name. */
const firstCardOnScreen = (page: Page) =>
  cards(page).evaluateAll((items) => {
    const item = items.find((entry) => entry.getBoundingClientRect().top >= 0);
    return (
      item && {
        position: Number(item.getAttribute('aria-posinset')),
        name: item.querySelector('h2')?.textContent,
      }
    );
  });

test('at 10,000 items only the cards on screen are in the DOM, the page has the whole list’s height', async ({
  page,
  pageErrors,
}) => {
  const windowing = page.waitForRequest(/windowed-grid\.[0-9a-f]{8}\.js$/);
  await page.goto(`${site.url}/delivery`);
  await expect(cards(page).first()).toContainText(random[0]!.name);
  // A long list's grid is windowed by a chunk of its own (item-grid.tsx).
  await windowing;
  await wholeList(page);
  const top = await positions(page);
  expect(top[0]).toBe(1);
  expect(top.length).toBeLessThanOrEqual(40);
  expect(await elementCount(page)).toBeLessThan(3000);
  // 2,500 rows of four cards, each taller than 250 px.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeGreaterThan((scale / 4) * 250);
  await scrollTo(page, height / 2);
  // The windowing code is a chunk of its own, loaded once the list is long: the middle's cards
  // come when it is there (until then the first screen stays and the height is reserved).
  await expect.poll(async () => (await positions(page))[0]).toBeGreaterThan(scale / 2 - 200);
  const middle = await positions(page);
  expect(middle.length).toBeLessThanOrEqual(40);
  expect(middle[0]).toBeGreaterThan(scale / 2 - 200);
  expect(middle.at(-1)).toBeLessThan(scale / 2 + 200);
  // Consecutive: the list has no hole between the drawn cards.
  expect(middle).toEqual(middle.map((_, index) => middle[0]! + index));
  await expect(cards(page).filter({ hasText: random[middle[0]! - 1]!.name })).toHaveCount(1);
  await scrollTo(page, height);
  expect((await positions(page)).at(-1)).toBe(scale);
  await expect(cards(page).last()).toContainText(random[scale - 1]!.name);
  expect(pageErrors).toEqual([]);
});

test('every card is a list item saying its position and the list’s size', async ({ page }) => {
  await page.goto(`${site.url}/delivery`);
  await expect(grid(page)).toBeVisible();
  for (const card of (await cards(page).all()).slice(0, 8)) {
    await expect(card).toHaveAttribute('aria-setsize', String(scale));
  }
  expect((await positions(page)).slice(0, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
});

test('Tab goes from card to card past the first screen, each focused card drawn and on screen', async ({
  page,
}) => {
  await page.goto(`${site.url}/delivery`);
  await wholeList(page);
  await control(page, 'Price').focus();
  await page.keyboard.press('Tab'); // Rating
  for (let step = 1; step <= 40; step += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('data-testid', 'item-card');
    const position = await focused.evaluate((link) =>
      Number(link.closest('li')?.getAttribute('aria-posinset')),
    );
    expect(position).toBe(step);
  }
  await expect(page.locator(':focus')).toBeInViewport();
  await expect(page.locator(':focus')).toContainText(random[39]!.name);
  // And back with Shift+Tab.
  for (let step = 39; step >= 30; step -= 1) {
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator(':focus')).toContainText(random[step - 1]!.name);
  }
});

test('a card focused while the windowed grid is on its way keeps focus when the grid takes its place', async ({
  page,
}) => {
  // A listing drawn in the browser (a detail's back link, followed once the detail is live: before,
  // the link loads the server's page) shows its first screen while the windowed grid's code
  // loads; that code is held here until a card has focus.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/windowed-grid\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site.url}/delivery/1`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Back to Delivery' }).click();
  const first = grid(page).locator('li[aria-posinset="1"] a');
  await first.focus();
  const windowing = page.waitForRequest(/\/virtual-rows\.[0-9a-f]+\.js$/);
  release();
  await windowing;
  await expect(first).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(grid(page).locator('li[aria-posinset="2"] a')).toBeFocused();
});

test('Back from a detail page comes to the same place in the list', async ({ page }) => {
  await page.goto(`${site.url}/delivery`);
  await wholeList(page);
  await scrollTo(page, 60_000);
  const before = await page.evaluate(() => window.scrollY);
  // The rows at the new scroll position are drawn in the frame after it: read once they are.
  await expect.poll(async () => (await firstCardOnScreen(page))?.position ?? 0).toBeGreaterThan(100);
  const shown = await firstCardOnScreen(page);
  await grid(page).locator(`li[aria-posinset="${shown!.position}"] a`).click();
  await expect(page.getByRole('heading', { level: 1, name: shown!.name! })).toBeVisible();
  await page.goBack();
  await expect(grid(page)).toBeVisible();
  await expect.poll(() => page.evaluate((y) => Math.abs(window.scrollY - y), before)).toBeLessThan(2);
  await expect.poll(() => firstCardOnScreen(page)).toEqual(shown);
});

test('at 10,000 items a sort orders the whole list and a city filter shows that city only', async ({
  page,
}) => {
  await page.goto(`${site.url}/delivery`);
  // Stable: equal prices keep the server's order.
  const byPrice = [...random].sort((a, b) => a.price - b.price);
  await control(page, 'Price').selectOption('ascPrice');
  await expect(cards(page).first()).toContainText(byPrice[0]!.name);
  expect(await shownNames(page)).toEqual(
    byPrice.slice(0, (await shownNames(page)).length).map((item) => item.name),
  );
  await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
  await expect(cards(page).last()).toContainText(byPrice.at(-1)!.name);

  // The filter: exact city, the sort applied to it, every card still a link.
  const noida = byPrice.filter((item) => item.place === 'Noida');
  await control(page, 'City').selectOption('Noida');
  await scrollTo(page, 0);
  await expect(cards(page).first()).toHaveAttribute('aria-setsize', String(noida.length));
  expect(await shownNames(page)).toEqual(
    noida.slice(0, (await shownNames(page)).length).map((item) => item.name),
  );
  await expect(grid(page).getByRole('link').first()).toHaveAttribute('href', /\/delivery\/\d+\?city=Noida$/);
  await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
  await expect(cards(page).last()).toContainText(noida.at(-1)!.name);
  await expect(cards(page).last()).toHaveAttribute('aria-posinset', String(noida.length));
});

async function pageWithoutJs(browser: Browser, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/delivery`);
  return { page, close: () => context.close() };
}

for (const width of [1280, 375]) {
  test(`${width} px: the server sends the first screen of cards and the list’s height; hydration keeps both`, async ({
    browser,
    page,
  }) => {
    const noJs = await pageWithoutJs(browser, width);
    const serverNames = await shownNames(noJs.page);
    expect(serverNames).toEqual(random.slice(0, 12).map((item) => item.name));
    const serverHeight = await noJs.page.evaluate(() => document.documentElement.scrollHeight);
    await noJs.close();

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${site.url}/delivery`);
    await waitForHydration(page);
    // The virtualizer has taken over: it draws the rows around the window with padding.
    await expect(grid(page)).toHaveAttribute('style', /padding-top/);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // The CSS's reserved height is the measured one, to within a pixel a row.
    expect(Math.abs(height - serverHeight)).toBeLessThan(scale / (width >= 1032 ? 4 : 1));
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(problems).toEqual([]);
  });
}
