import type { Page } from '@playwright/test';
import { putInCart, visitorOf } from '../support/cart';
import { fromApi, type FoodItem } from '../support/data-service';
import { expect, test, sectionTab, pageHeading } from '../support/fixtures';

/** Whether any script this page fetched holds the cart calls (@zomato/shared/cart: its payment path). */
function watchCartCode(page: Page) {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(scripts)).some((text) => text.includes('/cart/payments/'));
}

test.describe('top bar on listing pages', () => {
  test('has the logo (to /), the city dropdown, the search box, Sign Up, Login and the cart', async ({
    page,
  }) => {
    await page.goto('/nightlife');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'zomato home' })).toHaveAttribute('href', '/');
    await expect(page.getByTestId('top-bar-city').locator('option')).toHaveText([
      'None',
      'Ghaziabad',
      'New Delhi',
      'Gurgaon',
      'Noida',
    ]);
    await expect(page.getByTestId('top-bar-city')).toHaveValue('');
    await expect(header.getByRole('combobox', { name: 'Search dishes' })).toHaveAttribute(
      'placeholder',
      'Search for your favourite dish',
    );
    await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByTestId('cart-link')).toHaveAttribute('href', '/cart');

    await header.getByRole('link', { name: 'zomato home' }).click();
    await expect(pageHeading(page, 'Discover the best Food and Drinks in Delhi NCR')).toBeVisible();
  });

  test('the city chosen in the top bar filters a listing: Noida shows only Noida places', async ({
    page,
  }) => {
    const restaurants = await fromApi<FoodItem[]>('restaurants');
    const inNoida = restaurants.filter((item) => item.place === 'Noida');
    expect(inNoida.length).toBeGreaterThan(0);
    expect(inNoida.length).toBeLessThan(restaurants.length);

    await page.goto('/delivery');
    await page.getByTestId('top-bar-city').selectOption('Noida');
    await sectionTab(page, 'Dinning Out').click();
    await expect(pageHeading(page, 'Dine-Out Restaurants In NCR Delhi')).toBeVisible();
    const cards = page.getByTestId('item-card');
    await expect(cards).toHaveCount(inNoida.length);
    for (const card of await cards.all()) await expect(card).toContainText('Noida');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(inNoida.map((item) => item.name));

    await page.getByTestId('top-bar-city').selectOption('');
    await expect(cards).toHaveCount(restaurants.length);
  });

  test('Sign Up and Login open auth-mfe’s dialog in that mode; auth loads only on demand', async ({
    page,
    pageErrors,
  }) => {
    const authRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mfe/auth/')) authRequests.push(request.url());
    });
    await page.goto('/delivery');
    await expect(pageHeading(page, 'Order Food Online In NCR Delhi')).toBeVisible();
    // The first paint of a listing page loads nothing of auth-mfe (so no Firebase either).
    expect(authRequests).toEqual([]);

    const login = page.getByRole('link', { name: 'Login' });
    await login.click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(authRequests.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(login).toBeFocused();

    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(pageErrors).toEqual([]);
  });

  test('the cart count is read without the cart calls’ code, which comes with ADD TO CART', async ({
    page,
    request,
  }) => {
    await page.goto('/delivery');
    const visitor = await visitorOf(page);
    await putInCart(request, visitor, 'coffee/1');
    const cartCodeFetched = watchCartCode(page);
    await page.reload();
    // The count, read by the top bar itself (the server drew 0: a listing carries no cart hint).
    await expect(page.getByTestId('cart-link')).toContainText('1');
    await expect(page.getByRole('combobox', { name: 'Search dishes' })).toBeVisible();
    expect(await cartCodeFetched()).toBe(false);

    const detailCartCode = watchCartCode(page);
    await page.goto('/delivery/cake/1');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByTestId('cart-link')).toContainText('2');
    expect(await detailCartCode()).toBe(true);
  });

  test('when auth-mfe is down, Login says so with Retry, and the page keeps working', async ({ page }) => {
    await page.route('**/mfe/auth/**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/delivery');
    await page.getByRole('link', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign-in is unavailable right now' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Search dishes' }).fill('pizza');
    await expect(page.getByRole('listbox', { name: 'Dishes' }).getByRole('option').first()).toBeVisible();
  });

  /**
   * A busy browser draws the page as it parses it, so a frame can hold part of the top bar (seen
   * in the bench: Login, shown before the cart link after it had arrived, was pressed where the
   * cart then went; again with the cart link begun and its words not yet parsed). Here the page is
   * cut before Login, before the cart link and inside it: a button shown there must be where it stays.
   */
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    test(`at ${viewport.width} px, Sign Up and Login show only where they stay while the top bar arrives`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const header = page.getByRole('banner');
      const names = ['Sign Up', 'Login'];
      // Where each account button shows, in the page's own font (the layout, not a press).
      const shownAt = async () => {
        await page.evaluate(() => document.fonts.ready.then(() => true));
        return Promise.all(
          names.map(async (name) => {
            const button = header.getByRole('link', { name, includeHidden: true });
            return (await button.isVisible()) ? button.boundingBox() : 'not shown';
          }),
        );
      };
      await page.goto('/delivery');
      await expect(page.getByTestId('cart-link')).toBeVisible();
      const stays = await shownAt();
      expect(stays).not.toContain('not shown');

      const isListing = (url: URL) => url.pathname === '/delivery';
      const cartLink = (html: string) => html.indexOf('data-testid="cart-link"');
      const cuts = {
        'before Login': (html: string) => html.lastIndexOf('<a', html.indexOf('>Login</a>')),
        'before the cart link': (html: string) => html.lastIndexOf('<a', cartLink(html)),
        // The cart link begun, its words not yet parsed: it is narrower than it will be.
        'inside the cart link': (html: string) => html.indexOf('</svg>', cartLink(html)) + '</svg>'.length,
      };
      for (const [where, cutAt] of Object.entries(cuts)) {
        await page.route(isListing, async (route) => {
          const html = await (await route.fetch()).text();
          await route.fulfill({ contentType: 'text/html', body: html.slice(0, cutAt(html)) });
        });
        // The page as it streams in, before its scripts run (they would draw the rest).
        await page.route(/\.js$/, (route) => route.abort());
        await page.goto('/delivery');
        await expect(page.getByTestId('cart-link')).toHaveCount(where === 'inside the cart link' ? 1 : 0);
        await expect(header.getByRole('link', { name: 'Sign Up', includeHidden: true })).toHaveCount(1);
        const early = await shownAt();
        early.forEach((box, index) => {
          if (box !== 'not shown') expect(box, `${names[index]}, ${where}`).toEqual(stays[index]);
        });
        await page.unroute(isListing);
        await page.unroute(/\.js$/);
      }
    });
  }

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('search sits below the logo, auth links stay visible, nothing overflows', async ({ page }) => {
      await page.goto('/delivery');
      const header = page.getByRole('banner');
      const logo = await header.getByRole('link', { name: 'zomato home' }).boundingBox();
      const search = await header.getByRole('combobox', { name: 'Search dishes' }).boundingBox();
      expect(logo && search).toBeTruthy();
      expect(search!.y).toBeGreaterThanOrEqual(logo!.y + logo!.height);
      for (const name of ['Sign Up', 'Login']) {
        const box = await header.getByRole('link', { name }).boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
        expect(box!.y).toBeLessThan(search!.y);
      }
      const cart = await page.getByTestId('cart-link').boundingBox();
      expect(cart!.x + cart!.width).toBeLessThanOrEqual(375);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);

      await header.getByRole('combobox', { name: 'Search dishes' }).fill('pizza');
      const listbox = await page.getByRole('listbox', { name: 'Dishes' }).boundingBox();
      expect(listbox!.x).toBeGreaterThanOrEqual(0);
      expect(listbox!.x + listbox!.width).toBeLessThanOrEqual(375);
      await page.getByRole('listbox', { name: 'Dishes' }).getByRole('option').first().click();
      await expect(page).toHaveURL(/\/search-details\/\d+$/);
    });
  });
});
