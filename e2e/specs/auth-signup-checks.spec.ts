import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const signups = (page: Page) => page.evaluate(() => localStorage.getItem('signupDetails'));

test.describe('sign-up checks (docs/product.md#beyond-the-original)', () => {
  test('/signup: empty, malformed email and a short password are refused with messages; nothing saved', async ({
    page,
  }) => {
    await page.goto('/signup');
    const main = page.getByRole('main');
    const email = main.getByLabel('Email');
    const password = main.getByLabel('Password');
    const create = main.getByRole('button', { name: 'Create account' });
    await expect(password).toHaveAccessibleDescription('At least 8 characters.');

    await create.click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter your email address.');
    await expect(password).toHaveAccessibleDescription('Enter a password.');
    await expect(email).toBeFocused();
    await expectNoAxeViolations(page);

    await email.fill('meera.example.com');
    await password.fill('x');
    await create.click();
    await expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    await expect(password).toHaveAccessibleDescription('Use at least 8 characters for your password.');
    await expect(page).toHaveURL(/\/signup$/);
    expect(await signups(page)).toBeNull();

    await email.fill('meera@example.com');
    await create.click();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(password).toBeFocused();
    expect(await signups(page)).toBeNull();

    await password.fill('Chole-Bhature-9');
    await create.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Account created for meera@example.com. Log in below.')).toBeVisible();
    expect(JSON.parse((await signups(page)) ?? '[]')).toHaveLength(1);
  });

  test('the sign-up modal on /delivery checks the same way', async ({ page }) => {
    await page.goto('/delivery');
    await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByLabel('Email').fill('dev@example.com');
    await dialog.getByLabel('Password').fill('1');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByLabel('Password')).toHaveAccessibleDescription(
      'Use at least 8 characters for your password.',
    );
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await expectNoAxeViolations(page);
    expect(await signups(page)).toBeNull();
  });
});
