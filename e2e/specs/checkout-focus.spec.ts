import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test, waitForHydration } from '../support/fixtures';
import { api, cake, cartWith, coffee, focused, row, savedCart } from '../support/cart';

/* The cart by keyboard: focus after each cart action, axe, the title. */

const tabTo = async (page: Page, name: string) => {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focused(page)) === `button: ${name}`) return;
  }
  throw new Error(`Tab never reached ${name}`);
};

test.describe('the cart with the keyboard', () => {
  test('after ADD TO CART focus lands on the cart view heading, and axe passes there', async ({ page }) => {
    await page.goto('/delivery/cake/1');
    // About the press the live page handles in place; a press before that is the server's (order-without-javascript.spec.ts).
    await waitForHydration(page);
    const add = page.getByRole('button', { name: 'ADD TO CART' });
    await add.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: 'Your Cart' });
    await expect(heading).toBeFocused();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(heading).toBeFocused();
    // Tab goes on into the cart, not back to the top of the page.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^button: (Decrease|Increase) quantity of /);
    await expectNoAxeViolations(page);
  });

  test('+ and - keep focus, - at 1 too; Remove moves it to the next row, then the heading', async ({
    page,
    request,
  }) => {
    await cartWith(page, request, [cake, coffee]);
    await expect(page).toHaveTitle('Your Cart | Zomato NCR');
    await expectNoAxeViolations(page);

    await tabTo(page, `Increase quantity of ${cake.name}`);
    await page.keyboard.press('Enter');
    await expect(row(page, cake.name).getByTestId('quantity')).toHaveText('2');
    expect(await focused(page)).toBe(`button: Increase quantity of ${cake.name}`);

    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe(`button: Decrease quantity of ${cake.name}`);
    await page.keyboard.press('Enter');
    await expect(row(page, cake.name).getByTestId('quantity')).toHaveText('1');
    await expect(row(page, cake.name).getByRole('button', { name: /Decrease/ })).toBeDisabled();
    expect(await focused(page)).toBe(`button: Decrease quantity of ${cake.name}`);
    await expect(page.getByRole('link', { name: 'Buy Now' })).not.toHaveAttribute('aria-disabled');

    await tabTo(page, `Remove ${cake.name}`);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect.poll(() => focused(page)).toBe(`button: Remove ${coffee.name}`);

    await page.keyboard.press('Enter');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeFocused();
    await expect(page.getByTestId('cart-link')).toContainText('0');
  });

  // At 1, − keeps focus: handing it to + would make the rest of a repeated key go up.
  for (const { key, how } of [
    { key: 'Space', how: 'pressed six times' },
    { key: 'Enter', how: 'held down' },
  ]) {
    test(`${key} on − ${how} from 3 ends at 1, with focus still on −`, async ({ page, request }) => {
      const visitor = await cartWith(page, request, [cake]);
      const [line] = await savedCart(request, visitor);
      const raised = await request.patch(`${api()}/cart/${line!.id}`, {
        headers: { 'X-Visitor-Id': visitor },
        data: { quantity: 3 },
      });
      expect(raised.ok()).toBe(true);
      await page.reload();
      const quantity = row(page, cake.name).getByTestId('quantity');
      await expect(quantity).toHaveText('3');
      const minus = row(page, cake.name).getByRole('button', { name: /Decrease/ });

      await minus.focus();
      if (key === 'Space') {
        for (let presses = 0; presses < 6; presses += 1) await page.keyboard.press('Space');
      } else {
        // A held key: the browser repeats its keydown, and Enter clicks on each.
        for (let repeats = 0; repeats < 6; repeats += 1) await page.keyboard.down('Enter');
        await page.keyboard.up('Enter');
      }

      await expect(quantity).toHaveText('1');
      await expect(minus).toBeDisabled();
      await expect(minus).toBeFocused();
      await expect(page.getByRole('link', { name: 'Buy Now' })).not.toHaveAttribute('aria-disabled');
      await expect(quantity).toHaveText('1');
      await expect.poll(async () => (await savedCart(request, visitor))[0]?.quantity).toBe(1);
      // The next press still means "fewer": nothing happens.
      await page.keyboard.press('Space');
      await expect(page.getByRole('link', { name: 'Buy Now' })).not.toHaveAttribute('aria-disabled');
      await expect(quantity).toHaveText('1');
      expect((await savedCart(request, visitor))[0]?.quantity).toBe(1);
    });
  }
});
