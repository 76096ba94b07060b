import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { api, putInCart, visitorOf } from '../support/cart';
import { expect, literal, test } from '../support/fixtures';

/*
 * Every page of the site, as a visitor with two items in the cart: each names itself in
 * the document title, passes axe (WCAG 2.1 AA, colour contrast included) and has no class
 * named after a missing value (a CSS-module name that does not exist writes "undefined").
 */
const nameOf = async (request: APIRequestContext, source: string) =>
  ((await (await request.get(`${api()}/${source}`)).json()) as { name: string }).name;

interface PageCase {
  path: string;
  title: (request: APIRequestContext) => Promise<string | RegExp>;
}

const pages: PageCase[] = [
  { path: '/', title: async () => /Discover the best Food and Drinks in Delhi NCR/ },
  { path: '/delivery', title: async () => /Order Food Online In NCR Delhi/ },
  { path: '/delivery/cake', title: async () => /Order your Cake/ },
  { path: '/delivery/ice-cream', title: async () => /Order your Ice Cream/ },
  { path: '/delivery/cake/1', title: (request) => nameOf(request, 'cake/1') },
  { path: '/delivery/1', title: (request) => nameOf(request, 'random/1') },
  { path: '/search-details/3', title: (request) => nameOf(request, 'global/3') },
  { path: '/search?q=coffee', title: async () => 'Results for "coffee"' },
  { path: '/search?q=pizza&scope=everything', title: async () => 'Results for "pizza"' },
  { path: '/dinning', title: async () => /Dine-Out Restaurants In NCR Delhi/ },
  { path: '/dinning/2', title: (request) => nameOf(request, 'restaurants/2') },
  { path: '/nightlife', title: async () => /NightLife Restaurants In NCR Delhi/ },
  { path: '/nightlife/3', title: (request) => nameOf(request, 'restaurants/3') },
  { path: '/cart', title: async () => /cart/i },
  { path: '/payment', title: async () => /pay/i },
  { path: '/login', title: async () => /log ?in/i },
  { path: '/signup', title: async () => /sign ?up/i },
  { path: '/no-such-page', title: async () => /not found/i },
];

test.describe('every page, with items in the cart', () => {
  test.beforeEach(async ({ page, request }) => {
    await page.goto('/cart');
    const visitor = await visitorOf(page);
    await putInCart(request, visitor, 'cake/1');
    await putInCart(request, visitor, 'coffee/2');
  });

  for (const { path, title } of pages) {
    test(`${path}: its own title, no axe violation`, async ({ page, request }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const expected = await title(request);
      await expect(page).toHaveTitle(
        typeof expected === 'string' ? new RegExp(`^${literal(expected)} \\| Zomato NCR$`) : expected,
      );
      await expect(page).toHaveTitle(/ \| Zomato NCR$/);
      // Pictures and lists have settled: what axe sees is what the visitor sees.
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      const missingClasses = await page.evaluate(() =>
        [...document.querySelectorAll('[class]')]
          .filter((element) => /(^|\s)(undefined|null|false)(\s|$)/.test(element.getAttribute('class') ?? ''))
          .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class')}`),
      );
      expect(missingClasses).toEqual([]);
    });
  }

  test('no two pages share a title', async ({ page }) => {
    const titles = new Map<string, string>();
    for (const { path } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page).toHaveTitle(/ \| Zomato NCR$/);
      const title = await page.title();
      expect(titles.get(title), `${path} has the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);
    }
  });
});
