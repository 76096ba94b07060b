import type { Page } from '@playwright/test';
import { firebaseChunk, uniqueEmail } from '../support/auth-email-link';
import { expect, standaloneUrl, test } from '../support/fixtures';

/** auth-mfe standalone: its QA buttons open the modal the way the shell's top-bar links do. */
async function openModal(page: Page, mode: 'login' | 'sign-up') {
  await page.goto(standaloneUrl('AUTH') + '/login');
  const opener = page.getByRole('button', { name: `Open ${mode} modal` });
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return { dialog, opener };
}

test.describe('the login/signup modal (./AuthModal)', () => {
  test('login mode: a labelled modal dialog with the product texts, focus on the first field', async ({
    page,
    pageErrors,
  }) => {
    const { dialog } = await openModal(page, 'login');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await expect(dialog.getByLabel('Email')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Login Here' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(dialog.getByText('New to Zomato?')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create an account' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('signup mode, and switching between the modes', async ({ page }) => {
    const { dialog } = await openModal(page, 'sign-up');
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await expect(dialog.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(dialog.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(dialog.getByText('Already have an Account ?')).toBeVisible();

    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await expect(dialog.getByLabel('Password')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toHaveCount(0);
  });

  test('closes with its x, with Escape and with a click outside, each time giving focus back', async ({
    page,
  }) => {
    const { dialog, opener } = await openModal(page, 'login');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    // A click inside the dialog keeps it open; one on the backdrop closes it.
    await dialog.getByRole('heading', { name: 'Log in' }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('Tab never reaches the page behind, which is inert; focus comes round to the first control', async ({
    page,
  }) => {
    const { dialog } = await openModal(page, 'sign-up');
    // Where focus is after each key: in the dialog, in the page behind, or out of the page
    // (the browser's own controls, which a native modal dialog lets Tab reach once a round).
    const where = () =>
      dialog.evaluate((node) => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'out of the page';
        return node.contains(active) ? 'dialog' : 'page behind';
      });
    const close = dialog.getByRole('button', { name: 'Close' });
    const last = dialog.getByRole('button', { name: 'Log in' });
    const stops: string[] = [];
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      stops.push(await where());
    }
    expect(stops).not.toContain('page behind');
    expect(stops.filter((stop) => stop === 'dialog').length).toBeGreaterThanOrEqual(10);
    // After the last control, Tab comes round to the first (at most one stop out of the page).
    await last.focus();
    await page.keyboard.press('Tab');
    if ((await where()) === 'out of the page') await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    if ((await where()) === 'out of the page') await page.keyboard.press('Shift+Tab');
    await expect(last).toBeFocused();
    // The page behind is inert: it cannot take focus (nor clicks).
    const behind = page.getByText('Open login modal');
    const takesFocus = (node: HTMLElement) => {
      node.focus();
      return document.activeElement === node;
    };
    expect(await behind.evaluate(takesFocus)).toBe(false);
  });

  test('sign-up in the modal stores a hash, stays on the page, sends the password to Firebase only, and shows login', async ({
    page,
  }) => {
    const email = uniqueEmail('modal');
    const { dialog } = await openModal(page, 'sign-up');
    const requests: { url: string; type: string; body: string }[] = [];
    page.on('request', (request) =>
      requests.push({ url: request.url(), type: request.resourceType(), body: request.postData() ?? '' }),
    );
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('Masala-Dosa-7');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(dialog.getByText(`Account created for ${email}. You are signed in.`)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // No server call but Firebase's: its scripts, loaded on the press, and the Auth emulator.
    // The password goes to Firebase Auth's sign-up, nowhere else.
    const emulator = process.env.AUTH_EMULATOR_URL ?? 'no emulator';
    expect(requests.filter((request) => firebaseChunk.test(new URL(request.url).pathname))).not.toEqual([]);
    expect(
      requests
        .filter((request) => request.type !== 'script' && !request.url.startsWith(emulator))
        .map((request) => request.url),
    ).toEqual([]);
    expect(
      requests
        .filter((request) => request.body.includes('Masala-Dosa-7'))
        .map((request) => new URL(request.url).pathname),
    ).toEqual(['/identitytoolkit.googleapis.com/v1/accounts:signUp']);
    const stored = await page.evaluate(() => localStorage.getItem('signupDetails') ?? '');
    expect(JSON.parse(stored)).toEqual([
      {
        email,
        passwordHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        salt: expect.any(String),
      },
    ]);
    expect(stored).not.toContain('Masala-Dosa-7');
  });

  test('Login Here in the modal sends the link and keeps the modal open, saying where it went', async ({
    page,
  }) => {
    const { dialog } = await openModal(page, 'login');
    await dialog.getByLabel('Full Name').fill('Asha Rao');
    await dialog.getByLabel('Email').fill('asha.modal@example.com');
    await dialog.getByRole('button', { name: 'Login Here' }).click();
    await expect(dialog.getByText('We sent a sign-in link to asha.modal@example.com.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('fits a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { dialog } = await openModal(page, 'login');
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeInViewport();
  });
});
