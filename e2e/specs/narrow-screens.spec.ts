import type { Locator, Page } from '@playwright/test';
import { expect, renderInBrowser, test } from '../support/fixtures';

/** What a 375 px phone shows with long names: nothing overlaps, nothing scrolls sideways. */

const longName = 'Maheshwari Venkataraghavan Subramaniam-Chattopadhyay';
const longDish = 'Supercalifragilisticexpialidociousbutterchickenmasalawithextragravy';

const signedIn = (page: Page) =>
  page.addInitScript(
    (name) =>
      localStorage.setItem('userDetails', JSON.stringify({ displayName: name, email: 'long@example.com' })),
    longName,
  );

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Where an element's text is drawn, which may run past its own box. */
const inkBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });

/** The two boxes share no pixel. */
function apart(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
}

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a long signed-in name in the top bar stays clear of the logo', async ({ page }) => {
    await signedIn(page);
    await page.goto('/delivery');
    const header = page.getByRole('banner');
    const name = header.getByTestId('signed-in-name');
    await expect(name).toBeVisible();
    const logo = await inkBox(header.getByRole('link', { name: 'zomato home' }));
    // The name's own box: its text past the ellipsis is clipped, not drawn.
    const user = (await name.locator('xpath=..').boundingBox())!;
    const cart = await header.getByTestId('cart-link').boundingBox();
    expect(user.x - (logo.x + logo.width), 'room between the logo and the name').toBeGreaterThanOrEqual(6);
    expect(apart(user, cart!), 'the name overlaps the cart').toBe(true);
    await expect(header.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('a long unbroken dish name wraps on its detail page: no sideways scrolling', async ({ page }) => {
    await renderInBrowser(page);
    await page.route('**/api/global/5', (route) =>
      route.fulfill({
        json: {
          id: 5,
          name: longDish,
          imgUrl: 'images/global/5.webp',
          price: 250,
          variety: 'Burger, Sandwich, Fast Food, Beverages',
          rating: 4.1,
          place: 'Noida',
        },
      }),
    );
    await page.goto('/search-details/5');
    await expect(page.getByRole('heading', { level: 1, name: longDish })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeInViewport();
  });
});
