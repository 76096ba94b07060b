import { allStorage, emulatorAccount, readSignupDetails } from '../support/auth-accounts';
import { firebaseChunk, uniqueEmail } from '../support/auth-email-link';
import { readUserDetails } from '../support/auth-google';
import { expect, test } from '../support/fixtures';

/**
 * 'Create account' makes a real Firebase Auth account (email and password, on the emulator the
 * global setup started) and signs the visitor in (docs/product.md#sign-up). A refusal is said
 * by the field it is about, and what was typed stays.
 */
test.describe('Create account makes a Firebase account and signs the visitor in', () => {
  test('/signup: the account exists in Firebase, the top bar names the visitor, only a hash is kept', async ({
    page,
    pageErrors,
  }) => {
    const email = uniqueEmail('meera');
    const password = 'Chole-Bhature-9';
    const firebase: string[] = [];
    page.on('request', (request) => {
      if (firebaseChunk.test(new URL(request.url()).pathname)) firebase.push(request.url());
    });
    await page.goto('/signup');
    const main = page.getByRole('main');
    const header = page.getByRole('banner');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill(password);
    // Firebase is not part of the page: it comes when the form is sent.
    expect(firebase).toEqual([]);
    await main.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(main.getByRole('status').filter({ hasText: 'Account created' })).toHaveText(
      `Account created for ${email}. You are signed in.`,
    );
    await expect(header.getByTestId('signed-in-name')).toHaveText(email);
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    expect(firebase.length).toBeGreaterThan(0);

    // Firebase has the account, with the password as its way in.
    const account = await emulatorAccount(page, email);
    expect(account?.email).toBe(email);
    expect(account?.providerUserInfo?.map((provider) => provider.providerId)).toEqual(['password']);
    expect(await readUserDetails(page)).toMatchObject({ providerId: 'password', email });

    // The local list keeps its shape: the email and a salted hash, never the password.
    expect(await readSignupDetails(page)).toEqual([
      {
        email,
        passwordHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        salt: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    expect(await allStorage(page)).not.toContain(password);

    // Signed in across a reload.
    await page.reload();
    await expect(header.getByTestId('signed-in-name')).toHaveText(email);
    expect(pageErrors).toEqual([]);
  });

  test('/signup: an email that has an account is refused by the Email field, in any browser; nothing typed is lost', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('kabir');
    await page.goto('/signup');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill('Rajma-Chawal-7');
    await page.getByRole('main').getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('banner').getByTestId('signed-in-name')).toHaveText(email);

    // Another browser: nothing of the first sign-up is kept there; Firebase refuses the address.
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await second.goto('/signup');
      const main = second.getByRole('main');
      const field = main.getByLabel('Email');
      const password = main.getByLabel('Password');
      // Another spelling of the same address is the same account.
      const typed = email.toUpperCase();
      await field.fill(typed);
      await password.fill('Another-Pass-8');
      await main.getByRole('button', { name: 'Create account' }).click();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(
        `An account for ${typed} already exists. Log in instead.`,
      );
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(typed);
      await expect(password).toHaveValue('Another-Pass-8');
      await expect(second).toHaveURL(/\/signup$/);
      await expect(second.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      expect(await readUserDetails(second)).toBeNull();
      expect(await readSignupDetails(second)).toBeNull();
    } finally {
      await other.close();
    }
  });

  test("the top bar's modal makes the account, names the visitor once closed, and refuses the email again", async ({
    page,
  }) => {
    const email = uniqueEmail('tara');
    await page.goto('/delivery');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Sign Up' }).click();
    let dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('Pav-Bhaji-42');
    await dialog.getByRole('button', { name: 'Create account' }).click();

    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login.getByRole('status').filter({ hasText: 'Account created' })).toHaveText(
      `Account created for ${email}. You are signed in.`,
    );
    await expect(page).toHaveURL(/\/delivery$/);
    expect((await emulatorAccount(page, email))?.email).toBe(email);
    await login.getByRole('button', { name: 'Close' }).click();
    await expect(header.getByTestId('signed-in-name')).toHaveText(email);
    await expect(header.getByRole('button', { name: 'Logout' })).toBeFocused();

    // Logged out, the same address again: Firebase has it, the modal says so by the field.
    await header.getByRole('button', { name: 'Logout' }).click();
    await header.getByRole('link', { name: 'Sign Up' }).click();
    dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('Pav-Bhaji-43');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(
      `An account for ${email} already exists. Log in instead.`,
    );
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await expect(dialog.getByLabel('Password')).toHaveValue('Pav-Bhaji-43');
    await expect(dialog).toBeVisible();
    expect(await readUserDetails(page)).toBeNull();
    expect(await readSignupDetails(page)).toHaveLength(1);
  });
});
