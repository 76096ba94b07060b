import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/auth-email-link';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const signups = (page: Page) => page.evaluate(() => localStorage.getItem('signupDetails'));

test.describe('sign-up checks (docs/product.md#beyond-the-original)', () => {
  test('/signup: empty, malformed email and a short password are refused with messages; nothing saved', async ({
    page,
  }) => {
    // Each run's accounts stay in the emulator until it stops: an address of this test only.
    const address = uniqueEmail('meera');
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

    await email.fill(address);
    await create.click();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(password).toBeFocused();
    expect(await signups(page)).toBeNull();

    await password.fill('Chole-Bhature-9');
    await create.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(`Account created for ${address}. You are signed in.`)).toBeVisible();
    expect(JSON.parse((await signups(page)) ?? '[]')).toHaveLength(1);
  });

  test('the sign-up modal on /delivery checks the same way', async ({ page }) => {
    await page.goto('/delivery');
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
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

test.describe('sign-up keeps one account per email', () => {
  test('/signup: the same email again is refused with a message by the field; one entry kept', async ({
    page,
  }) => {
    const address = uniqueEmail('kabir');
    await page.goto('/signup');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(address);
    await main.getByLabel('Password').fill('Rajma-Chawal-7');
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    // The address changes as the link is followed; the visitor types once the sign-up form shows
    // (until then the login form, with its own Email field, is still on screen).
    await expect(main.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    const email = main.getByLabel('Email');
    // Another spelling of the same address is the same account (Firebase's refusal).
    const spelled = address.replace('kabir', 'Kabir').replace('example.com', 'Example.COM');
    await email.fill(` ${spelled} `);
    await main.getByLabel('Password').fill('Another-Pass-8');
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      `An account for ${spelled} already exists. Log in instead.`,
    );
    await expect(email).toBeFocused();
    // What was typed stays (an email field drops the spaces around it itself).
    await expect(email).toHaveValue(spelled);
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByText(/Account created/)).toHaveCount(0);
    const entries = JSON.parse((await signups(page)) ?? '[]') as { email: string }[];
    expect(entries.map((entry) => entry.email)).toEqual([address]);
  });

  test('the sign-up modal refuses an email that already has an account', async ({ page }) => {
    const address = uniqueEmail('tara');
    await page.goto('/delivery');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Sign Up' }).click();
    let dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByLabel('Email').fill(address);
    await dialog.getByLabel('Password').fill('Pav-Bhaji-42');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login.getByText(`Account created for ${address}. You are signed in.`)).toBeVisible();
    await login.getByRole('button', { name: 'Create an account' }).click();

    dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByLabel('Email').fill(address);
    await dialog.getByLabel('Password').fill('Pav-Bhaji-43');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(
      `An account for ${address} already exists. Log in instead.`,
    );
    await expect(dialog).toBeVisible();
    expect(JSON.parse((await signups(page)) ?? '[]')).toHaveLength(1);
  });

  test('a password of spaces only is refused, on the page and in the modal', async ({ page }) => {
    await page.goto('/signup');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('blank@example.com');
    await main.getByLabel('Password').fill('        ');
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect(main.getByLabel('Password')).toHaveAccessibleDescription(
      'A password cannot be only spaces.',
    );
    await expect(main.getByLabel('Password')).toBeFocused();
    await expect(page).toHaveURL(/\/signup$/);
    expect(await signups(page)).toBeNull();

    await page.goto('/delivery');
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByLabel('Email').fill('blank@example.com');
    await dialog.getByLabel('Password').fill(' \t        ');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByLabel('Password')).toHaveAccessibleDescription(
      'A password cannot be only spaces.',
    );
    expect(await signups(page)).toBeNull();
  });

  test("after 'Account created … You are signed in.' the login form has the email filled in", async ({
    page,
  }) => {
    const [nila, ravi] = [uniqueEmail('nila'), uniqueEmail('ravi')];
    await page.goto('/signup');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(nila);
    await main.getByLabel('Password').fill('Idli-Sambar-5');
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(`Account created for ${nila}. You are signed in.`)).toBeVisible();
    await expect(main.getByLabel('Email')).toHaveValue(nila);

    // Logged out first: the top bar's Sign Up is there for a visitor nobody is signed in as.
    await page.goto('/nightlife');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByLabel('Email').fill(ravi);
    await dialog.getByLabel('Password').fill('Dal-Makhani-3');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login.getByText(`Account created for ${ravi}. You are signed in.`)).toBeVisible();
    await expect(login.getByLabel('Email')).toHaveValue(ravi);
    await expect(login.getByLabel('Full Name')).toBeFocused();
  });
});
