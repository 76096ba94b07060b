import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { savedCart, visitorOf } from '../support/cart';
import { fromApi, type FoodItem } from '../support/data-service';
import { expect, test, waitForHydration } from '../support/fixtures';

/** Delivery detail pages and ADD TO CART, through the merged site. */

/** Route -> the item endpoint it reads (docs/product.md#data-service-calls spellings). */
const details = [
  ['/delivery/burger/2', 'burger/2'],
  ['/delivery/cake/3', 'cake/3'],
  ['/delivery/coffee/4', 'coffee/4'],
  ['/delivery/chaat/5', 'chaat/5'],
  ['/delivery/ice-cream/6', 'IceCream/6'],
  ['/delivery/pizza/7', 'pizza/7'],
  ['/delivery/shake/8', 'shake/8'],
  ['/delivery/9', 'random/9'],
] as const;

async function expectDetail(page: Page, expected: FoodItem) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: expected.name })).toBeVisible();
  await expect(page.getByTestId('detail-price')).toHaveText(`Rs . ${expected.price} /-`);
  await expect(main.getByText(expected.variety, { exact: true })).toBeVisible();
  await expect(main.locator('dt', { hasText: 'Location' }).locator('+ dd')).toHaveText(expected.place);
  await expect(main.locator('dt', { hasText: 'Rating' }).locator('+ dd')).toContainText(
    String(expected.rating),
  );
  const image = main.getByRole('img', { name: expected.name });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(main.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
}

test.describe('delivery detail pages', () => {
  test('every category detail and /delivery/{id} show the fields and the price format', async ({
    page,
    pageErrors,
  }) => {
    for (const [route, source] of details) {
      await page.goto(route);
      await expectDetail(page, await fromApi(source));
    }
    expect(pageErrors).toEqual([]);
  });

  test('a category card opens its detail', async ({ page }) => {
    const expected = await fromApi('coffee/2');
    await page.goto('/delivery/coffee');
    await page.getByRole('main').getByRole('link', { name: expected.name }).first().click();
    await expect(page).toHaveURL(/\/delivery\/coffee\/2$/);
    await expectDetail(page, expected);
  });

  test('an unknown id shows not found; a non-numeric one too, without a request', async ({ page }) => {
    await page.goto('/delivery/cake/9999');
    await expect(page.getByRole('heading', { name: 'We could not find that place' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Cake' })).toHaveAttribute('href', '/delivery/cake');

    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
    });
    await page.goto('/delivery/pizza/abc');
    await expect(page.getByRole('heading', { name: 'We could not find that place' })).toBeVisible();
    expect(asked.filter((path) => /pizza|abc/i.test(path))).toEqual([]);

    await page.goto('/delivery/sushi');
    await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Delivery' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Order Food Online In NCR Delhi' }),
    ).toBeVisible();
  });
});

test.describe('ADD TO CART', () => {
  test('writes the item exactly once, then shows the cart at /cart with it and the top bar counts 1', async ({
    page,
    request,
    pageErrors,
  }) => {
    const expected = await fromApi('pizza/3');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cart') {
        posts.push(request.postData() ?? '');
      }
    });
    await page.goto('/delivery/pizza/3');
    await expectDetail(page, expected);
    await expect(page.getByTestId('cart-link')).toHaveText(/Cart\s*0\b/);

    // A double click must not add it twice, whether the page is live yet (the browser posts
    // the item) or not (the form goes to the server, which adds it).
    await page.getByRole('button', { name: 'ADD TO CART' }).dblclick();
    await expect(page).toHaveURL(/\/cart$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(main.getByText(expected.name).first()).toBeVisible();
    await expect(page.getByTestId('cart-link')).toHaveText(/Cart\s*1\b/);
    const lines = await savedCart(request, await visitorOf(page));
    expect(lines.map(({ name, quantity }) => ({ name, quantity }))).toEqual([
      { name: expected.name, quantity: 1 },
    ]);
    expect(posts.length).toBeLessThanOrEqual(1);
    const { id: _id, ...fields } = expected;
    if (posts[0]) expect(JSON.parse(posts[0])).toEqual({ ...fields, quantity: 1 });

    // Reloaded, the address still shows the cart with its one line.
    await page.reload();
    await expect(main.getByText(expected.name).first()).toBeVisible();
    expect(await savedCart(request, await visitorOf(page))).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});

/** Goes to a path inside the app, as an in-app link does (no document request to the server). */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test.describe('delivery pages for every visitor', () => {
  test('each page names itself in the document title: listings by heading, a detail by its dish', async ({
    page,
  }) => {
    await page.goto('/delivery');
    await expect(page).toHaveTitle('Order Food Online In NCR Delhi | Zomato NCR');
    // navigateInApp is the router's own navigation (pushState, popstate), which only a live
    // router hears: the server's title shows before that.
    await waitForHydration(page);
    for (const [slug, label] of [
      ['burger', 'Burger'],
      ['cake', 'Cake'],
      ['coffee', 'Coffee'],
      ['chaat', 'Chaat'],
      ['ice-cream', 'Ice Cream'],
      ['pizza', 'Pizza'],
      ['shake', 'Shake'],
    ] as const) {
      await navigateInApp(page, `/delivery/${slug}`);
      await expect(page).toHaveTitle(`Order your ${label} | Zomato NCR`);
    }
    for (const [route, source] of [details[0], details[7]]) {
      await page.goto(route);
      await expect(page).toHaveTitle(`${(await fromApi(source)).name} | Zomato NCR`);
    }
  });

  test('an id with a dot is not found at once, without a request', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
    });
    await page.goto('/delivery');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Order Food Online In NCR Delhi' }),
    ).toBeVisible();
    // The router's own navigation (navigateInApp) is heard by a live router only.
    await waitForHydration(page);
    for (const path of ['/delivery/1.5', '/delivery/cake/1.5']) {
      asked.length = 0;
      await navigateInApp(page, path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        /We could not find that (place|page)/,
      );
      await expect(page).toHaveTitle('Page not found | Zomato NCR');
      expect(asked.filter((asked) => /1\.5/.test(asked))).toEqual([]);
    }
  });

  test('ADD TO CART from the keyboard: focus stays on the button, then moves into the cart view', async ({
    page,
  }) => {
    // The cart request is held, so the keyboard user's focus can be seen while it is added.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/cart', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.goto('/delivery/cake/3');
    // About the press the live page handles; a press before that is the server's (order-without-javascript.spec.ts).
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'ADD TO CART' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'ADDING…' })).toBeFocused();
    release();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: /cart/i })).toBeVisible();
    // Focus is never dropped to the page body: it is in the cart view that replaced the detail.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('axe finds nothing on the cart a live ADD TO CART opens', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/delivery/coffee/2');
    // About the press the live page handles; a press before that is the server's (order-without-javascript.spec.ts).
    await waitForHydration(page);
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  const axePages = [
    ['/delivery', 1280],
    ['/delivery', 375],
    ['/delivery/burger', 1280],
    ['/delivery/burger/2', 1280],
    ['/delivery/burger/2', 375],
    ['/delivery/pizza/abc', 1280],
  ] as const;
  for (const [path, width] of axePages) {
    test(`axe finds nothing on ${path} at ${width} px`, async ({ page }) => {
      // axe walks the whole page: slow on a busy machine.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 812 });
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(
        path.endsWith('abc')
          ? main.getByRole('link', { name: 'Back to Pizza' })
          : path.endsWith('/2')
            ? main.getByRole('button', { name: 'ADD TO CART' })
            : page.getByTestId('item-card').first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('one rating format', () => {
  test('a whole-number rating reads the same on the card and on the detail page: one decimal and a star', async ({
    page,
  }) => {
    const cakes = await fromApi<FoodItem[]>('Cake');
    const whole = cakes.find((item) => Number.isInteger(item.rating)) as FoodItem;
    expect(whole, 'a cake with a whole-number rating').toBeDefined();
    const shown = `${whole.rating.toFixed(1)} ★`;

    await page.goto('/delivery/cake');
    const card = page
      .getByTestId('item-card')
      .filter({ has: page.getByRole('heading', { name: whole.name }) });
    await expect(card.first()).toContainText(shown);
    await card.first().click();
    await expect(page).toHaveURL(new RegExp(`/delivery/cake/${whole.id}$`));
    const rating = page.getByRole('main').locator('dt', { hasText: 'Rating' }).locator('+ dd');
    await expect(rating).toHaveText(shown);
  });
});
