import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

test.describe('auth pages: landmarks, titles and axe (WCAG 2.1 AA)', () => {
  for (const { path, name } of [
    { path: '/login', name: 'Log in' },
    { path: '/signup', name: 'Sign up' },
  ]) {
    test(`${path} is in a main landmark, names itself in the title and passes axe`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveTitle(`${name} | Zomato NCR`);
      await expectNoAxeViolations(page);
    });
  }

  test('/login with its field messages, and after the link was sent, passes axe', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login Here' }).click();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.getByLabel('Full Name').fill('Asha Rao');
    await page.getByLabel('Email').fill('axe.check@example.com');
    await page.getByRole('button', { name: 'Login Here' }).click();
    await expect(page.getByText('We sent a sign-in link to axe.check@example.com.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the login and sign-up modal opened from the top bar on /delivery passes axe', async ({ page }) => {
    await page.goto('/delivery');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Login Here' }).click();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("the landing page's navigation bar", () => {
  test('375 px: the wordmark, and a main menu of links that closes on Escape and on a choice', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Account' });
    const menuButton = bar.getByRole('button', { name: 'Main menu' });
    await expect(menuButton).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Zomato' })).toBeVisible();
    await expect(bar.getByText('LOGO', { exact: true })).toHaveCount(0);

    await menuButton.click();
    const list = bar.getByRole('list', { name: 'Main navigation' });
    await expect(list.getByRole('link')).toHaveText([
      'Delivery',
      'Dinning Out',
      'Nightlife',
      'Cart',
      'Log in / Sign up',
    ]);
    await expect(bar.getByText('No other pages yet.')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Keyboard: the links follow the button in tab order; Escape closes and returns focus.
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'Delivery' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'Dinning Out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dinning$/);

    await page.goto('/');
    await menuButton.click();
    await list.getByRole('link', { name: 'Log in / Sign up' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('1280 px: the user menu open passes axe', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Account' });
    await bar.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menu', { name: 'User menu' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
