import { uniqueEmail } from '../support/auth-email-link';
import type { Page, Request } from '@playwright/test';
import { api, cake, card, fillCard, putInCart, row, savedCart, visitorOf } from '../support/cart';
import { fromApi, type FoodItem } from '../support/data-service';
import { expect, test } from '../support/fixtures';
import { actAt, conditions } from '../support/visitor-conditions';

/**
 * A visitor acts the moment a control shows, not when the page has come alive. Each
 * test opens a server-rendered page without waiting for anything (`commit`), acts as soon as
 * Playwright sees the control, and checks the answer: once, in order, nothing lost. Run at full
 * CPU, with the CPU 4x slower and on a slow network (400 ms round trip, 400 kbit/s).
 */

const banner = (page: Page) => page.getByRole('banner');
/**
 * The line sent to the cart: by the live button to the data service, or as its form (a page POST)
 * to the server, which posts it on (docs/decisions/0018-progressive-enhancement.md).
 */
const cartPosts = (page: Page) => {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (/\/api\/cart$/.test(request.url()) || request.isNavigationRequest()) posts.push(request);
  });
  return posts;
};

/** The shell's main.js: held back, the page cannot come alive. */
const mainScript = /\/main\.[0-9a-f]+\.js$/;

/** Holds back the files `pattern` matches until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const condition of conditions) {
  test.describe(`first action, ${condition.name}`, () => {
    test.slow(condition.slow, 'a throttled page takes seconds to come alive');
    test.beforeEach(async ({ page }) => condition.apply(page));
    // Acting early draws nothing the server did not (a hydration mismatch logs React #418).
    test.afterEach(({ consoleErrors }) => expect(consoleErrors).toEqual([]));
    // On the slow network the section's and the dialog's code take seconds to arrive.
    const answer = expect.configure({ timeout: condition.slow ? 30_000 : 10_000 });

    test('ADD TO CART on a delivery detail posts once and shows the cart', async ({ page, request }) => {
      const posts = cartPosts(page);
      await actAt(page, '/delivery/cake/3');
      await page.getByRole('button', { name: 'ADD TO CART' }).click();
      await answer(page.getByTestId('cart-line')).toHaveCount(1);
      expect(posts).toHaveLength(1);
      const lines = await savedCart(request, await visitorOf(page));
      expect(lines.map((line) => [line.name, line.quantity])).toEqual([[(await fromApi('cake/3')).name, 1]]);
    });

    test('ADD TO CART on a search detail posts once', async ({ page }) => {
      const posts = cartPosts(page);
      await actAt(page, '/search-details/2');
      await page.getByRole('button', { name: 'ADD TO CART' }).click();
      await answer(page.getByTestId('cart-line')).toHaveCount(1);
      expect(posts).toHaveLength(1);
    });

    test("the top bar's city chosen at once on a category filters it", async ({ page }) => {
      const noida = (await fromApi<FoodItem[]>('Cake')).filter((item) => item.place === 'Noida');
      await actAt(page, '/delivery/cake');
      await page.getByTestId('top-bar-city').selectOption('Noida');
      await answer(page.getByRole('main').getByTestId('item-card')).toHaveCount(noida.length);
      await answer(page).toHaveURL(/\/delivery\/cake\?city=Noida$/);
      await answer(page.getByTestId('top-bar-city')).toHaveValue('Noida');
    });

    test('a city chosen at once filters the general listing', async ({ page }) => {
      const noida = (await fromApi<FoodItem[]>('random')).filter((item) => item.place === 'Noida');
      await actAt(page, '/delivery');
      const entries = await page.evaluate(() => history.length);
      // A visitor's choice puts focus on the select (Playwright's selectOption alone does not).
      await page.getByRole('main').getByLabel('City').focus();
      await page.getByRole('main').getByLabel('City').selectOption('Noida');
      await answer(page.getByRole('main').getByTestId('item-card')).toHaveCount(noida.length);
      // Before the page is live the choice is sent as the form (the server's page answers it);
      // live, it applies in place. Either way: the address says it, replaced, and focus stays.
      await answer(page).toHaveURL(/\/delivery\?city=Noida$/);
      await answer(page.getByRole('main').getByLabel('City')).toHaveValue('Noida');
      await answer(page.getByRole('main').getByLabel('City')).toBeFocused();
      expect(await page.evaluate(() => history.length)).toBe(entries);
    });

    test('a price order chosen at once sorts the list, and a rating order then replaces it', async ({
      page,
    }) => {
      const restaurants = await fromApi<FoodItem[]>('restaurants');
      const cheapest = [...restaurants].sort((a, b) => a.price - b.price)[0]!;
      const best = [...restaurants].sort((a, b) => b.rating - a.rating)[0]!;
      await actAt(page, '/dinning');
      const main = page.getByRole('main');
      await main.getByRole('combobox', { name: 'Price' }).selectOption('ascPrice');
      await answer(main.getByTestId('item-card').first()).toContainText(cheapest.name);
      await main.getByRole('combobox', { name: 'Rating' }).selectOption('descRating');
      await answer(main.getByTestId('item-card').first()).toContainText(best.name);
      await answer(main.getByRole('combobox', { name: 'Price' })).toHaveValue('');
      await expect(page).toHaveURL(/\/dinning\?sort=descRating$/);
    });

    test('Login and Sign Up in the top bar open their dialog', async ({ page }) => {
      await actAt(page, '/dinning');
      // A link to /login before the page is live (its page answers), the dialog once live.
      await banner(page).getByRole('link', { name: 'Login' }).click();
      await answer(
        page
          .getByRole('dialog', { name: 'Log in' })
          .or(page.getByRole('heading', { level: 1, name: 'Log in' })),
      ).toBeVisible();
      if (!(await page.getByRole('dialog').isVisible())) return;
      await page.getByRole('dialog').getByRole('button', { name: /close/i }).click();
      await banner(page).getByRole('link', { name: 'Sign Up' }).click();
      await answer(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    });

    test('"pizza" typed into the search at once is kept and finds dishes', async ({ page }) => {
      await actAt(page, '/nightlife');
      const box = banner(page).getByRole('combobox', { name: 'Search dishes' });
      await box.click();
      await page.keyboard.type('pizza');
      await answer(page.getByRole('listbox', { name: 'Dishes' }).getByRole('option').first()).toBeVisible();
      await answer(box).toHaveValue('pizza');
      await answer(box).toBeFocused();
      expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(5);
    });

    test('a card pressed at once opens its detail', async ({ page }) => {
      const [item] = await fromApi<FoodItem[]>('Cake');
      if (!item) throw new Error('no cake items');
      await actAt(page, '/delivery/cake');
      await page.getByTestId('item-card').first().click();
      await answer(page).toHaveURL(new RegExp(`/delivery/cake/${item.id}$`));
      await answer(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
      await answer(page.getByTestId('detail-price')).toHaveText(`Rs . ${item.price} /-`);
    });

    test('a tab pressed at once opens its section', async ({ page }) => {
      await actAt(page, '/delivery');
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: 'Nightlife' })
        .click();
      await answer(page).toHaveURL(/\/nightlife$/);
      await answer(
        page.getByRole('heading', { level: 1, name: 'NightLife Restaurants In NCR Delhi' }),
      ).toBeVisible();
    });

    test('sign-up typed and sent at once creates the account and goes to /login', async ({ page }) => {
      await actAt(page, '/signup');
      const form = page.locator('section', { has: page.getByRole('heading', { level: 1, name: 'Sign up' }) });
      // A new address each run: the account stays in the Auth emulator (a retry signs up again).
      const email = uniqueEmail(`early-${condition.key}`);
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill('long enough 1');
      await form.getByRole('button', { name: 'Create account' }).click();
      await answer(page).toHaveURL(/\/login/);
      const saved = await page.evaluate(() => localStorage.getItem('signupDetails'));
      expect(saved).toContain(email);
    });

    test('login fields typed at once keep their text', async ({ page }) => {
      await actAt(page, '/login');
      await page.getByLabel('Full Name').fill('Asha Rao');
      await page.getByLabel('Email').fill('asha@example.com');
      await page.getByLabel('Email').press('ArrowLeft');
      // Until the page is live, and after: the text stays, focus and caret with it.
      await answer(page).toHaveURL(/\/login/);
      await answer(page.getByLabel('Full Name')).toHaveValue('Asha Rao');
      await answer(page.getByLabel('Email')).toHaveValue('asha@example.com');
      await answer(page.getByLabel('Email')).toBeFocused();
    });

    test('cart + and Remove pressed at once each change the cart once', async ({ page, request }) => {
      await page.goto('/cart');
      const visitor = await visitorOf(page);
      await putInCart(request, visitor, cake.source);
      await putInCart(request, visitor, 'coffee/1');
      await actAt(page, '/cart');
      await row(page, cake.name)
        .getByRole('button', { name: /Increase/ })
        .click();
      await answer(row(page, cake.name).getByTestId('quantity')).toHaveText('2');
      await row(page, 'Barista')
        .getByRole('button', { name: /Remove/ })
        .click();
      await answer(page.getByTestId('cart-line')).toHaveCount(1);
      expect((await savedCart(request, visitor)).map((line) => line.quantity)).toEqual([2]);
    });

    test('the carousel arrow pressed at once pages the categories', async ({ page }) => {
      await actAt(page, '/delivery');
      const carousel = page.getByRole('region', { name: 'Inspiration for your first order' });
      await carousel.getByRole('button', { name: 'Next categories' }).click();
      // Eight categories, seven a page: the next page ends at French Fries.
      await answer(carousel.locator('.slick-slide[aria-hidden="false"] a').last()).toHaveText('French Fries');
      await expect(page).toHaveURL(/\/delivery$/);
    });

    test("the landing page's user menu opens at once", async ({ page }) => {
      await actAt(page, '/');
      await page.getByRole('button', { name: 'User menu' }).click();
      await answer(page.getByRole('menu', { name: 'User menu' })).toBeVisible();
    });

    test('cart − pressed at once lowers the quantity once', async ({ page, request }) => {
      await page.goto('/cart');
      const visitor = await visitorOf(page);
      const line = await putInCart(request, visitor, cake.source);
      const increased = await request.patch(`${api()}/cart/${line.id}`, {
        headers: { 'X-Visitor-Id': visitor },
        data: { quantity: 3 },
      });
      expect(increased.ok()).toBe(true);
      await actAt(page, '/cart');
      await row(page, cake.name)
        .getByRole('button', { name: /Decrease/ })
        .click();
      await answer(row(page, cake.name).getByTestId('quantity')).toHaveText('2');
      // Saved once: the cart shows the change as it is sent.
      await expect
        .poll(async () => (await savedCart(request, visitor)).map((saved) => saved.quantity))
        .toEqual([2]);
    });

    test('card details typed and submitted at once pay', async ({ page, request }) => {
      await page.goto('/cart');
      await putInCart(request, await visitorOf(page), cake.source);
      await actAt(page, '/cart');
      await page.getByRole('link', { name: 'Buy Now' }).click();
      await answer(page).toHaveURL(/\/payment$/);
      await fillCard(page, card);
      await page.getByRole('button', { name: 'Submit Here' }).click();
      await answer(page).toHaveURL(/\/paymentsuccessful(\?|$)/);
    });
  });
}

test('a city chosen before the page is live stays chosen and applies once the code comes', async ({
  page,
}) => {
  const noida = (await fromApi<FoodItem[]>('random')).filter((item) => item.place === 'Noida');
  const release = await holdBack(page, mainScript);
  await actAt(page, '/delivery');
  const city = page.getByRole('main').getByLabel('City');
  await city.selectOption('Noida');
  await expect(city).toHaveValue('Noida');
  release();
  await expect(page).toHaveURL(/\/delivery\?(.*&)?city=Noida(&|$)/);
  await expect(page.getByRole('main').getByTestId('item-card')).toHaveCount(noida.length);
  await expect(city).toHaveValue('Noida');
});

test('an order chosen before the page is live stays chosen and sorts the list once the code comes', async ({
  page,
}) => {
  const restaurants = await fromApi<FoodItem[]>('restaurants');
  const cheapest = [...restaurants].sort((a, b) => a.price - b.price)[0]!;
  const release = await holdBack(page, mainScript);
  await actAt(page, '/dinning');
  const price = page.getByRole('main').getByRole('combobox', { name: 'Price' });
  await price.selectOption('ascPrice');
  await expect(price).toHaveValue('ascPrice');
  release();
  await expect(page).toHaveURL(/\/dinning\?sort=ascPrice$/);
  await expect(page.getByRole('main').getByTestId('item-card').first()).toContainText(cheapest.name);
  await expect(price).toHaveValue('ascPrice');
});
