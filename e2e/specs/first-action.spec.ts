import type { Page, Request, Route } from '@playwright/test';
import { api, cake, card, fillCard, putInCart, row, savedCart, visitorOf } from '../support/cart';
import { fromApi, type FoodItem } from '../support/data-service';
import { expect, sectionTab, test } from '../support/fixtures';
import { actAt, conditions } from '../support/visitor-conditions';

/**
 * Issue 31: a visitor acts the moment a control shows, not when the page has come alive. Each
 * test opens a server-rendered page without waiting for anything (`commit`), acts as soon as
 * Playwright sees the control, and checks the answer: once, in order, nothing lost. Run at full
 * CPU, with the CPU 4x slower and on a slow network (400 ms round trip, 400 kbit/s).
 */

const banner = (page: Page) => page.getByRole('banner');
/**
 * The line sent to the cart: by the live button to the data service, or by the early-actions
 * script to the page, whose server posts it on (docs/decisions/0017-early-cart-answer.md).
 */
const cartPosts = (page: Page) => {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (/\/api\/cart$/.test(request.url()) || request.headers()['x-early-answer']) posts.push(request);
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
      await banner(page).getByRole('link', { name: 'Login' }).click();
      await answer(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
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
      await form.getByLabel('Email').fill(`early-${condition.key}@example.com`);
      await form.getByLabel('Password').fill('long enough 1');
      await form.getByRole('button', { name: 'Create account' }).click();
      await answer(page).toHaveURL(/\/login/);
      const saved = await page.evaluate(() => localStorage.getItem('signupDetails'));
      expect(saved).toContain(`early-${condition.key}@example.com`);
    });

    test('login fields typed at once keep their text', async ({ page }) => {
      await actAt(page, '/login');
      await page.getByLabel('Full Name').fill('Asha Rao');
      await page.getByLabel('Email').fill('asha@example.com');
      await page.getByLabel('Email').press('ArrowLeft');
      // Until the page is live, and after: the text stays, focus and caret with it.
      await answer(page.locator('html[data-early-actions]')).toHaveCount(0);
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
      await page.getByRole('button', { name: 'Buy Now' }).click();
      await answer(page).toHaveURL(/\/payment$/);
      await fillCard(page, card);
      await page.getByRole('button', { name: 'Submit Here' }).click();
      await answer(page).toHaveURL(/\/paymentsuccessful$/);
    });
  });
}

test("a listing choice made before the page is live is answered by the server's page, even if the code never comes", async ({
  page,
}) => {
  const noida = (await fromApi<FoodItem[]>('random')).filter((item) => item.place === 'Noida');
  // No script but the inline early-actions one: the page never comes alive.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await actAt(page, '/delivery');
  const entries = await page.evaluate(() => history.length);
  const city = page.getByRole('main').getByLabel('City');
  await city.selectOption('Noida');
  await expect(page).toHaveURL(/\/delivery\?(.*&)?city=Noida(&|$)/);
  await expect(page.getByRole('main').getByTestId('item-card')).toHaveCount(noida.length);
  await expect(city).toHaveValue('Noida');
  // Focus stays where the visitor left it; the address was replaced.
  await expect(city).toBeFocused();
  expect(await page.evaluate(() => history.length)).toBe(entries);
  // The server's answer was put in place of this page's HTML: the same document, no page load.
  expect(await documentAddress(page)).toMatch(/\/delivery$/);
  // The next choice goes the same way, with the city kept.
  await page.getByRole('main').getByLabel('Price').selectOption('ascPrice');
  await expect(page).toHaveURL(/price=ascPrice/);
  const cheapest = Math.min(...noida.map((item) => item.price));
  await expect(page.getByRole('main').getByTestId('item-card')).toHaveCount(noida.length);
  await expect(page.getByRole('main').getByTestId('item-card').first()).toContainText(
    new RegExp(`Rs\\. ?${cheapest}(?!\\d)`),
  );
  await expect(page.getByRole('main').getByLabel('Price')).toBeFocused();
});

test("a city chosen before the page is live shows its cards in that frame, before the server's page comes", async ({
  page,
}) => {
  const noida = (await fromApi<FoodItem[]>('random')).filter((item) => item.place === 'Noida');
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  // The server's page for the choice is held until the cards have been seen.
  const release = await holdBack(page, /\/delivery\?.*city=Noida/);
  await actAt(page, '/delivery');
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: 'Order Food Online In NCR Delhi' });
  await main.getByLabel('City').selectOption('Noida');
  await expect(main.getByTestId('item-card')).toHaveCount(noida.length);
  for (const card of await main.getByTestId('item-card').all()) await expect(card).toContainText('Noida');
  await expect(list).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/delivery$/);
  release();
  // The server's page takes their place: the address says the choice, the list is no longer busy.
  await expect(page).toHaveURL(/\/delivery\?(.*&)?city=Noida(&|$)/);
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(main.getByTestId('item-card')).toHaveCount(noida.length);
  await expect(main.getByLabel('City')).toBeFocused();
});

test('a listing answer put in place keeps what it draws the same: the top bar and carousel stay as they were', async ({
  page,
}) => {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await actAt(page, '/delivery');
  const tile = page.getByRole('region', { name: 'Inspiration for your first order' }).locator('img').first();
  const search = banner(page).getByRole('combobox', { name: 'Search dishes' });
  // The elements as they are now, to compare with those after the answer.
  await tile.evaluate((element) => ((window as unknown as { keptTile: Element }).keptTile = element));
  await search.evaluate((element) => ((window as unknown as { keptSearch: Element }).keptSearch = element));
  await page.getByRole('main').getByLabel('City').selectOption('Noida');
  await expect(page).toHaveURL(/city=Noida/);
  // The top bar's city is the site's: it follows the choice, in the same select.
  await expect(banner(page).getByRole('combobox', { name: 'City' })).toHaveValue('Noida');
  expect(
    await tile.evaluate((element) => element === (window as unknown as { keptTile: Element }).keptTile),
  ).toBe(true);
  expect(
    await search.evaluate((element) => element === (window as unknown as { keptSearch: Element }).keptSearch),
  ).toBe(true);
  // Its picture is still shown: it was never asked for again.
  expect(await tile.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);
});

test('two sort choices made before the page is live, one right after the other, end in the last one', async ({
  page,
}) => {
  const restaurants = await fromApi<FoodItem[]>('restaurants');
  const best = [...restaurants].sort((a, b) => b.rating - a.rating)[0]!;
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await actAt(page, '/dinning');
  const main = page.getByRole('main');
  // The second is made before the first's answer is in place: it is made again on that answer.
  await main.getByRole('combobox', { name: 'Price' }).selectOption('ascPrice');
  await main.getByRole('combobox', { name: 'Rating' }).selectOption('descRating');
  await expect(page).toHaveURL(/\/dinning\?(.*&)?rating=descRating(&|$)/);
  await expect(main.getByTestId('item-card').first()).toContainText(best.name);
  await expect(main.getByRole('combobox', { name: 'Price' })).toHaveValue('');
  await expect(main.getByRole('combobox', { name: 'Rating' })).toHaveValue('descRating');
});

/** The address the page's document was loaded from: it changes only with a page load. */
const documentAddress = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '');

test('a listing answer from another build is loaded as a page, not put in place', async ({ page }) => {
  const noida = (await fromApi<FoodItem[]>('random')).filter((item) => item.place === 'Noida');
  // A release lands between the page and its answer: the answer starts other code.
  await page.route(/\/delivery\?.*city=Noida/, async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(/data-main="[^"]+"/, 'data-main="/main.released.js"');
    await route.fulfill({ response, body });
  });
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await actAt(page, '/delivery');
  const city = page.getByRole('main').getByLabel('City');
  await city.selectOption('Noida');
  // The choice's cards show at once (this page's); the answer is then loaded as a page.
  await expect.poll(() => documentAddress(page).catch(() => '')).toMatch(/city=Noida/);
  await expect(page.getByRole('main').getByTestId('item-card')).toHaveCount(noida.length);
  await expect(city).toBeFocused();
});

test('a press made before the page is live shows as taken until its code answers it', async ({ page }) => {
  const release = await holdBack(page, mainScript);
  await actAt(page, '/delivery');
  const carousel = page.getByRole('region', { name: 'Inspiration for your first order' });
  const next = carousel.getByRole('button', { name: 'Next categories' });
  await next.click();
  await expect(next).toHaveAttribute('data-held', '');
  expect(await next.evaluate((button) => getComputedStyle(button).cursor)).toBe('progress');
  await expect(carousel.locator('.slick-slide[aria-hidden="false"] a').last()).not.toHaveText('French Fries');
  release();
  await expect(carousel.locator('.slick-slide[aria-hidden="false"] a').last()).toHaveText('French Fries', {
    timeout: 10_000,
  });
  await expect(page.locator('[data-held]')).toHaveCount(0);
});

test('a carousel arrow focused and pressed before the page is live keeps focus when slick takes over', async ({
  page,
}) => {
  const release = await holdBack(page, mainScript);
  await actAt(page, '/delivery');
  const carousel = page.getByRole('region', { name: 'Inspiration for your first order' });
  const next = carousel.getByRole('button', { name: 'Next categories' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(next).toHaveAttribute('data-held', '');
  release();
  await expect(carousel.locator('.slick-slide[aria-hidden="false"] a').last()).toHaveText('French Fries', {
    timeout: 10_000,
  });
  await expect(carousel.locator('.slick-slider')).toHaveCount(1);
  await expect(next).toBeFocused();
});

test('text typed before the page is live survives the field being redrawn before it is handed over', async ({
  page,
}) => {
  const release = await holdBack(page, mainScript);
  await actAt(page, '/nightlife');
  const box = banner(page).getByRole('combobox', { name: 'Search dishes' });
  await box.click();
  await page.keyboard.type('p');
  // The live search box, redrawn at hydration, put its markup's empty value back for ~25 ms before
  // the held 'p' was handed over; a key then lost it ('izza'). That redraw, made here on cue:
  await box.evaluate((input: HTMLInputElement) => (input.value = ''));
  await page.keyboard.type('izza');
  await expect(box).toHaveValue('pizza');
  release();
  await expect(page.getByRole('listbox', { name: 'Dishes' }).getByRole('option').first()).toBeVisible({
    timeout: 10_000,
  });
  await expect(box).toHaveValue('pizza');
  await expect(box).toBeFocused();
  expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(5);
});

test.describe('ADD TO CART pressed before the page is live (docs/decisions/0017)', () => {
  /** The early answer's request to the page: the line posted to it, the page drawn after. */
  const earlyAnswer = (page: Page, answer: (route: Route) => Promise<void>) =>
    page.route(/\/delivery\/cake\/3$/, (route) =>
      route.request().headers()['x-early-answer'] ? answer(route) : route.continue(),
    );

  test("is posted once and answered by the server's page with the visitor's cart, before the code comes", async ({
    page,
    request,
  }) => {
    const posts = cartPosts(page);
    const release = await holdBack(page, mainScript);
    await actAt(page, '/delivery/cake/3');
    const add = page.getByRole('button', { name: 'ADD TO CART' });
    await expect(add).toBeVisible();
    const stylesheets = page.locator('style[data-href]');
    const delivery = await stylesheets.count();
    await add.click();
    // The page's code is held back: this is the server's answer, put in place.
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'ADD TO CART' })).toHaveCount(0);
    // With checkout's styles (the page had only delivery's), in the same document, at the same address.
    expect(await stylesheets.count()).toBeGreaterThan(delivery);
    expect(await documentAddress(page)).toMatch(/\/delivery\/cake\/3$/);
    await expect(page).toHaveURL(/\/delivery\/cake\/3$/);
    // One request: the line posted to the page, whose server added it and drew the answer.
    expect(posts.map((post) => new URL(post.url()).pathname)).toEqual(['/delivery/cake/3']);
    // Once live, the cart view works as it does after a live press.
    release();
    const line = page.getByTestId('cart-line');
    await line.getByRole('button', { name: /^Increase quantity of/ }).click();
    await expect(line).toContainText('Rs.' + 2 * (await fromApi<FoodItem>('cake/3')).price + ' /-');
    const visitor = await visitorOf(page);
    await expect
      .poll(async () => (await savedCart(request, visitor)).map((saved) => saved.quantity))
      .toEqual([2]);
    expect(posts).toHaveLength(1);
  });

  test("shows the cart with the item being added in the press's frame, until the server's cart replaces it", async ({
    page,
  }) => {
    let answer = () => undefined as void;
    const answerHeld = new Promise<void>((resolve) => (answer = resolve));
    await earlyAnswer(page, async (route) => {
      await answerHeld;
      await route.continue();
    });
    const release = await holdBack(page, mainScript);
    await actAt(page, '/delivery/cake/3');
    const add = page.getByRole('button', { name: 'ADD TO CART' });
    await add.click();
    // The server's answer is held back: this is the page's own preview, in place of the detail.
    const adding = page.getByTestId('cart-line-adding');
    await expect(adding).toBeVisible();
    await expect(adding).toContainText((await fromApi<FoodItem>('cake/3')).name);
    await expect(adding.getByRole('status')).toHaveText('Adding to your cart…');
    await expect(add).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeFocused();
    // Not a saved line, nor a total: those are the server's to say.
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toHaveCount(0);
    answer();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-total')).toBeVisible();
    await expect(adding).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeFocused();
    release();
  });

  test('a cart opened again later in the visit is read afresh, not taken from the answer’s page', async ({
    page,
  }) => {
    const release = await holdBack(page, mainScript);
    await actAt(page, '/delivery/cake/3');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    release();
    const price = (await fromApi<FoodItem>('cake/3')).price;
    await line.getByRole('button', { name: /^Increase quantity of/ }).click();
    await expect(line).toContainText(`Rs.${2 * price} /-`);
    // On to the listing and back to the cart, in the page (the answer's page data still in it).
    await sectionTab(page, 'Delivery').click();
    await expect(page).toHaveURL(/\/delivery$/);
    await page.getByTestId('cart-link').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(line).toContainText(`Rs.${2 * price} /-`);
    await expect(page.getByTestId('cart-total')).toHaveText(`Rs. ${2 * price} /-`);
  });

  test("whose answer fails loads the visitor's cart page, with the item posted once", async ({ page }) => {
    const posts = cartPosts(page);
    // The server adds the line, but its page is lost on the way.
    await earlyAnswer(page, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: 'not the page' });
    });
    // Held back, so the press comes before the page is live whatever the machine's speed.
    const release = await holdBack(page, mainScript);
    await actAt(page, '/delivery/cake/3');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    release();
    await expect(page.getByTestId('cart-line')).toHaveCount(1, { timeout: 10_000 });
    expect(posts).toHaveLength(1);
  });

  test('whose answer is lost after the server posted it is asked for again with its key: added once, the cart shown', async ({
    page,
    request,
  }) => {
    const keys: (string | undefined)[] = [];
    // The first answer is lost on the way (the connection drops) after the server has added the
    // line; the second goes through.
    await earlyAnswer(page, async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    const release = await holdBack(page, mainScript);
    await actAt(page, '/delivery/cake/3');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    // The same press, sent twice with one key: the data service added the line once.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    release();
    const visitor = await visitorOf(page);
    await expect
      .poll(async () => (await savedCart(request, visitor)).map((saved) => saved.quantity))
      .toEqual([1]);
    await expect(page.getByTestId('cart-line')).toContainText('1');
  });

  test('whose post fails is left to the live button, which posts again and says so', async ({ page }) => {
    const posts = cartPosts(page);
    // The server cannot add it (no X-Cart-Posted: yes), nor can the live button.
    await earlyAnswer(page, (route) => route.fulfill({ status: 503, body: 'data service down' }));
    await page.route(/\/api\/cart$/, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503 }) : route.continue(),
    );
    const release = await holdBack(page, mainScript);
    await actAt(page, '/delivery/cake/3');
    const add = page.getByRole('button', { name: 'ADD TO CART' });
    await add.click();
    // The early post failed: the press is held for the live button, as any press is, and the
    // detail is back in place of the cart it showed meanwhile, its button focused.
    await expect(add).toHaveAttribute('data-held', '');
    await expect(add).toBeVisible();
    await expect(add).toBeFocused();
    await expect(page.getByTestId('cart-line-adding')).toBeHidden();
    expect(posts).toHaveLength(1);
    release();
    await expect(page.getByRole('alert')).toContainText('The item was not added; please try again.', {
      timeout: 10_000,
    });
    expect(posts).toHaveLength(2);
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
  });
});

test('Login pressed before the page is live opens its dialog in that frame, and the form takes its place', async ({
  page,
}) => {
  const release = await holdBack(page, mainScript);
  await actAt(page, '/delivery');
  const login = banner(page).getByRole('link', { name: 'Login' });
  await login.click();
  // No code of the page has run: the dialog the press opened says what is coming.
  const opening = page.getByRole('dialog', { name: 'Opening login…' });
  await expect(opening).toBeVisible();
  await expect(login).toHaveAttribute('data-held', '');
  release();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog').getByLabel('Full Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(login).toBeFocused();
});

test('Escape on the dialog a press opened before the page was live takes the press back', async ({
  page,
}) => {
  const release = await holdBack(page, mainScript);
  await actAt(page, '/delivery');
  await banner(page).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Opening login…' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  // Live now (Sign Up opens its modal): Login's press was not replayed.
  await banner(page).getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
});

test("a press held while its part comes alive starts its answer's code at once", async ({ page }) => {
  // Delivery's detail cannot come alive while its code is held back; the shell's can.
  const release = await holdBack(page, /\/mfe\/delivery\/.*__federation_expose_App/);
  const cartViewCode = page.waitForRequest(/\/mfe\/checkout\/.*__federation_expose_CartView/);
  await actAt(page, '/delivery/cake/3');
  // Pressed once the page hydrates (the shell's top bar is live): the press is held, not
  // answered by the server (that answer is for a page not yet hydrating).
  await page.waitForFunction(() => {
    const login = document.querySelector('header a[href="/login"]');
    return login !== null && Object.keys(login).some((key) => key.startsWith('__reactFiber'));
  });
  const add = page.getByRole('button', { name: 'ADD TO CART' });
  await add.click();
  await expect(add).toHaveAttribute('data-held', '');
  // Asked for while the press is still held, before the part it is in is live.
  await cartViewCode;
  await expect(add).toHaveAttribute('data-held', '');
  release();
  await expect(page.getByTestId('cart-line')).toHaveCount(1, { timeout: 10_000 });
});

test("Login's dialog code is asked for at the press (pointerdown), before the click", async ({ page }) => {
  await actAt(page, '/dinning');
  const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
  await expect(login).toBeVisible();
  const box = (await login.boundingBox())!;
  const dialogCode = page.waitForRequest(/\/mfe\/auth\/.*__federation_expose_AuthModal/);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await dialogCode;
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
