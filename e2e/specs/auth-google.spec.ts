import { readUserDetails, signInInEmulatorPopup, standInGoogleScripts } from '../support/auth-google';
import { expect, standaloneUrl, test } from '../support/fixtures';

const auth = (path: string) => standaloneUrl('AUTH') + path;

test.beforeEach(async ({ context }) => {
  await standInGoogleScripts(context);
});

test.describe('Continue with Google through the Firebase Auth emulator', () => {
  test('/login: the popup signs in, userDetails holds the Google profile, the avatar shows, Logout clears it', async ({
    page,
    pageErrors,
  }) => {
    await page.goto(auth('/login'));
    const avatar = page.getByRole('button', { name: /^User menu/ });
    await expect(avatar).toHaveAccessibleName('User menu');
    expect(await readUserDetails(page)).toBeNull();

    const user = await signInInEmulatorPopup(page, () =>
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    );

    await expect(page.getByText(`Signed in as ${user.displayName}.`)).toBeVisible();
    const stored = await readUserDetails(page);
    expect(stored).toMatchObject({
      providerId: 'google.com',
      email: user.email,
      displayName: user.displayName,
    });
    expect(stored?.uid).toMatch(/^\d+$/);
    await expect(page).toHaveURL(/\/login$/);

    // The NavBar follows: the user's initials (no photo in this account).
    await expect(avatar).toHaveAccessibleName(`User menu, signed in as ${user.displayName}`);
    const initials = user.displayName
      .split(' ')
      .map((word) => word[0])
      .join('');
    await expect(avatar.getByTestId('avatar-initials')).toHaveText(initials);

    await avatar.click();
    const menu = page.getByRole('menu', { name: 'User menu' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Account', 'Dashboard', 'Logout']);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(menu).toBeHidden();
    await expect(avatar).toHaveAccessibleName('User menu');
    expect(await readUserDetails(page)).toBeNull();

    // Signed out of Firebase too: after a reload nothing brings the session back.
    await page.reload();
    await expect(page.getByRole('button', { name: /^User menu/ })).toHaveAccessibleName('User menu');
    expect(await readUserDetails(page)).toBeNull();
    expect(pageErrors).toEqual([]);
  });

  test('from the modal: signs in without navigating, the modal says so, the NavBar shows the photo', async ({
    page,
  }) => {
    await page.goto(auth('/signup'));
    await page.getByRole('button', { name: 'Open sign-up modal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    const photoUrl = `${standaloneUrl('AUTH')}/favicon.svg`;
    const user = await signInInEmulatorPopup(
      page,
      () => dialog.getByRole('button', { name: 'Continue with Google' }).click(),
      { photoUrl },
    );
    await expect(dialog.getByText(`Signed in as ${user.displayName}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    expect(await readUserDetails(page)).toMatchObject({ providerId: 'google.com', photoURL: photoUrl });

    await dialog.getByRole('button', { name: 'Close' }).click();
    const photo = page.getByRole('button', { name: /^User menu, signed in as/ }).locator('img');
    await expect(photo).toHaveAttribute('src', photoUrl);
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("from the shell's top bar on /delivery: the name replaces Login; closing the modal focuses Logout", async ({
    page,
  }) => {
    await page.goto('/delivery');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    const user = await signInInEmulatorPopup(page, () =>
      dialog.getByRole('button', { name: 'Continue with Google' }).click(),
    );
    await expect(dialog.getByText(`Signed in as ${user.displayName}.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(header.getByTestId('signed-in-name')).toHaveText(user.displayName);
    await expect(header.getByRole('button', { name: 'Logout' })).toBeFocused();
    await page.reload();
    await expect(header.getByTestId('signed-in-name')).toHaveText(user.displayName);
  });

  test('a popup closed before signing in shows a short message and changes nothing', async ({ page }) => {
    test.slow(); // The SDK waits 8 s after the popup closes before it gives up on it.
    await page.goto(auth('/login'));
    await page.evaluate(() =>
      localStorage.setItem('userDetails', JSON.stringify({ displayName: 'Earlier User' })),
    );
    await page.reload();
    const popupOpens = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpens;
    await popup.getByText('Add new account').waitFor();
    await popup.close();
    await expect(page.getByRole('alert')).toHaveText('Google sign-in was closed before it finished.', {
      timeout: 20_000,
    });
    expect(await readUserDetails(page)).toEqual({ displayName: 'Earlier User' });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'User menu, signed in as Earlier User' })).toBeVisible();
  });

  test('a sign-in service that cannot be reached shows a message, and a retry then works', async ({
    page,
  }) => {
    await page.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) => route.abort());
    await page.goto(auth('/login'));
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Google sign-in is unavailable right now. Please try again later.',
    );
    expect(await readUserDetails(page)).toBeNull();

    await page.unroute(/^https:\/\/apis\.google\.com\/js\/api\.js/);
    await signInInEmulatorPopup(page, () =>
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await readUserDetails(page)).toMatchObject({ providerId: 'google.com' });
  });
});
