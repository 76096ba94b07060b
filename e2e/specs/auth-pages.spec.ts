import { pbkdf2Sync } from 'node:crypto';
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/auth-email-link';
import { expect, standaloneUrl, test } from '../support/fixtures';

const auth = (path: string) => standaloneUrl('AUTH') + path;

interface StoredEntry {
  email: string;
  passwordHash: string;
  salt: string;
  [key: string]: unknown;
}

const readSignups = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('signupDetails') ?? 'null') as StoredEntry[] | null);

const allStorage = (page: Page) =>
  page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));

/** Recomputes the stored hash in Node: PBKDF2-HMAC-SHA-256, 600 000 rounds, 32 bytes. */
const expectedHash = (password: string, saltHex: string) =>
  pbkdf2Sync(password, Buffer.from(saltHex, 'hex'), 600_000, 32, 'sha256').toString('hex');

test.describe('auth pages (auth-mfe standalone)', () => {
  test('/login shows its form and links to /signup, which links back', async ({ page, pageErrors }) => {
    await page.goto(auth('/login'));
    const card = page.locator('section', { has: page.getByRole('heading', { level: 1, name: 'Log in' }) });
    await expect(card.getByLabel('Full Name')).toBeVisible();
    await expect(card.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(card.getByRole('button', { name: 'Login Here' })).toBeVisible();
    await expect(card.getByText('or', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(card.getByText('New to Zomato?')).toBeVisible();

    await card.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    const signup = page.locator('section', { has: page.getByRole('heading', { level: 1, name: 'Sign up' }) });
    await expect(signup.getByLabel('Email')).toBeVisible();
    await expect(signup.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(signup.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expect(signup.getByText('or', { exact: true })).toBeVisible();
    await expect(signup.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(signup.getByText('Already have an Account ?')).toBeVisible();

    await signup.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test("/login's Login Here sends a sign-in link and says where it went", async ({ page }) => {
    await page.goto(auth('/login'));
    await page.getByLabel('Full Name').fill('Asha Rao');
    await page.getByLabel('Email').fill('asha.standalone@example.com');
    await page.getByRole('button', { name: 'Login Here' }).click();
    await expect(page.getByText('We sent a sign-in link to asha.standalone@example.com.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/signup stores the email and a salted hash, appends across reloads, then goes to /login', async ({
    page,
  }) => {
    // Each is a Firebase account too, on this run's emulator: addresses of this test only.
    const accounts = [
      { email: uniqueEmail('first'), password: 'Paneer#Tikka42' },
      { email: uniqueEmail('second'), password: 'Paneer#Tikka42' },
    ];
    await page.goto(auth('/signup'));
    for (const [index, account] of accounts.entries()) {
      if (index > 0) await page.goto(auth('/signup'));
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(page.getByText(`Account created for ${account.email}. You are signed in.`)).toBeVisible();
      await page.reload();
    }

    const stored = await readSignups(page);
    expect(stored?.map((entry) => entry.email)).toEqual(accounts.map((account) => account.email));
    for (const [index, entry] of (stored ?? []).entries()) {
      expect(Object.keys(entry).sort()).toEqual(['email', 'passwordHash', 'salt']);
      expect(entry.salt).toMatch(/^[0-9a-f]{32}$/);
      expect(entry.passwordHash).toBe(expectedHash(accounts[index]!.password, entry.salt));
    }
    // Same password, different salts: different hashes.
    expect(stored?.[0]?.salt).not.toBe(stored?.[1]?.salt);
    expect(stored?.[0]?.passwordHash).not.toBe(stored?.[1]?.passwordHash);
    expect(await allStorage(page)).not.toContain('Paneer#Tikka42');
  });

  test('/signup keeps entries written earlier and hashes a legacy plain one', async ({ page }) => {
    await page.goto(auth('/signup'));
    await page.evaluate(() =>
      localStorage.setItem(
        'signupDetails',
        JSON.stringify([{ email: 'old@example.com', password: 'legacy-pw-1' }]),
      ),
    );
    const fresh = uniqueEmail('new');
    await page.getByLabel('Email').fill(fresh);
    await page.getByLabel('Password').fill('fresh-pw-2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const stored = await readSignups(page);
    expect(stored?.map((entry) => entry.email)).toEqual(['old@example.com', fresh]);
    expect(stored?.[0]?.passwordHash).toBe(expectedHash('legacy-pw-1', stored?.[0]?.salt ?? ''));
    const everything = await allStorage(page);
    expect(everything).not.toContain('legacy-pw-1');
    expect(everything).not.toContain('fresh-pw-2');
  });
});
