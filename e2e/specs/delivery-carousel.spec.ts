import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The /delivery category carousel (react-slick): entries, targets, arrows, keyboard, widths. */
const entries = [
  ['Cake', '/delivery/cake', 'Order your Cake'],
  ['Ice Cream', '/delivery/ice-cream', 'Order your Ice Cream'],
  ['Coffee', '/delivery/coffee', 'Order your Coffee'],
  ['Shake', '/delivery/shake', 'Order your Shake'],
  ['Chaat', '/delivery/chaat', 'Order your Chaat'],
  ['Burger', '/delivery/burger', 'Order your Burger'],
  ['Pizza', '/delivery/pizza', 'Order your Pizza'],
  ['French Fries', '/delivery/chaat', 'Order your Chaat'],
] as const;

const carousel = (page: Page) => page.getByRole('region', { name: 'Inspiration for your first order' });
const tile = (page: Page, name: string) => carousel(page).getByRole('link', { name, exact: true });
/** A tile whether shown or not (slick hides the others from the accessibility tree). */
const anyTile = (page: Page, name: string) =>
  carousel(page)
    .locator('.slick-slide a')
    .filter({ hasText: new RegExp(`^${name}$`) });
const shownTiles = (page: Page) => carousel(page).locator('.slick-slide[aria-hidden="false"]');
const next = (page: Page) => carousel(page).getByRole('button', { name: 'Next categories' });
const previous = (page: Page) => carousel(page).getByRole('button', { name: 'Previous categories' });

test.describe('the category carousel on /delivery', () => {
  test('shows the 8 categories in SPEC order with pictures, 7 at a time at 1280 px', async ({ page }) => {
    await page.goto('/delivery');
    const links = carousel(page).locator('.slick-slide a');
    await expect(links).toHaveText(entries.map(([name]) => name));
    expect(await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))).toEqual(
      entries.map(([, href]) => href),
    );
    for (const image of await carousel(page).locator('.slick-slide img').all()) {
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(shownTiles(page)).toHaveCount(7);
    await expect(tile(page, 'Pizza')).toBeInViewport();
    await expect(carousel(page).locator('.slick-slide').last()).not.toBeInViewport();
  });

  test('every entry goes to its category route, French Fries to chaat', async ({ page, pageErrors }) => {
    for (const [name, href, heading] of entries) {
      await page.goto('/delivery');
      if (name === 'French Fries') {
        await next(page).click();
        await expect(tile(page, name)).toBeInViewport();
      }
      await tile(page, name).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    }
    expect(pageErrors).toEqual([]);
  });

  test('the arrows are buttons that move it, and they and the tiles work from the keyboard', async ({
    page,
  }) => {
    await page.goto('/delivery');
    await expect(previous(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(anyTile(page, 'French Fries')).toHaveAttribute('tabindex', '-1');
    await expect(anyTile(page, 'French Fries')).not.toBeInViewport();

    // Tab from the previous arrow: the seven tiles on screen, then the next arrow.
    await previous(page).focus();
    for (const [name] of entries.slice(0, 7)) {
      await page.keyboard.press('Tab');
      await expect(tile(page, name)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(next(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tile(page, 'French Fries')).toBeInViewport();
    await expect(anyTile(page, 'Cake')).not.toBeInViewport();
    await expect(anyTile(page, 'Cake')).toHaveAttribute('tabindex', '-1');
    await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(previous(page)).toHaveAttribute('aria-disabled', 'false');
    await expect(next(page)).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await expect(tile(page, 'French Fries')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/delivery\/chaat$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order your Chaat' })).toBeVisible();

    await page.goBack();
    await next(page).click();
    await expect(tile(page, 'French Fries')).toBeInViewport();
    await previous(page).click();
    await expect(tile(page, 'Cake')).toBeInViewport();
    await expect(anyTile(page, 'French Fries')).not.toBeInViewport();
  });

  test('the keyboard arrow keys move it from a focused tile, and focus stays on screen', async ({ page }) => {
    await page.goto('/delivery');
    await tile(page, 'Cake').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tile(page, 'French Fries')).toBeInViewport();
    // Cake slid away: focus moved to the first tile on screen instead of staying off screen.
    await expect(tile(page, 'Ice Cream')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tile(page, 'Cake')).toBeInViewport();
    await expect(anyTile(page, 'French Fries')).not.toBeInViewport();
  });

  test('shows fewer, larger tiles on a 375 px screen, and the arrows page through all 8', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/delivery');
    await expect(shownTiles(page)).toHaveCount(3);
    await expect(tile(page, 'Coffee')).toBeInViewport();
    await expect(anyTile(page, 'Shake')).not.toBeInViewport();
    const seen = new Set<string>();
    for (let step = 0; step < 4; step += 1) {
      for (const name of await shownTiles(page).locator('a').allTextContents()) seen.add(name);
      if ((await next(page).getAttribute('aria-disabled')) === 'true') break;
      const before = await shownTiles(page).locator('a').allTextContents();
      await next(page).click();
      await expect(shownTiles(page).locator('a')).not.toHaveText(before);
    }
    expect([...seen].sort()).toEqual(entries.map(([name]) => name).sort());
    const box = await carousel(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  });
});
