import { firebaseChunk, inboxUrl, signInLinkFor, uniqueEmail } from '../support/auth-email-link';
import { readUserDetails } from '../support/auth-google';
import { expect, test } from '../support/fixtures';

test.describe('Login Here: a Firebase email sign-in link on the Auth emulator', () => {
  test('from the top bar on /delivery: the link signs in, the name stays across reloads, Logout signs out', async ({
    page,
    pageErrors,
  }) => {
    const email = uniqueEmail('asha');
    await page.goto('/delivery');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Full Name').fill('Asha Rao');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Login Here' }).click();

    // The modal says where the link went, and where the emulator keeps it.
    await expect(dialog.getByRole('status').filter({ hasText: 'We sent a sign-in link' })).toContainText(
      `We sent a sign-in link to ${email}.`,
    );
    const inbox = await inboxUrl(page);
    await expect(dialog.getByRole('link', { name: inbox })).toHaveAttribute('href', inbox);

    const link = await signInLinkFor(page, email);
    await page.goto(link);
    // The link comes back to /login, finishes there and goes on to the page it was asked from.
    await expect(page).toHaveURL(/\/delivery$/);
    await expect(header.getByTestId('signed-in-name')).toHaveText('Asha Rao');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    expect(await readUserDetails(page)).toMatchObject({ displayName: 'Asha Rao', email });

    // Across a reload, and with no Firebase script in the shell's first paint.
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.reload();
    await expect(header.getByTestId('signed-in-name')).toHaveText('Asha Rao');
    await page.getByRole('link', { name: /^Cart/ }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(header.getByTestId('signed-in-name')).toHaveText('Asha Rao');
    expect(scripts.filter((url) => firebaseChunk.test(url))).toEqual([]);

    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(header.getByRole('link', { name: 'Login' })).toBeFocused();
    await expect(header.getByTestId('signed-in-name')).toHaveCount(0);
    expect(await readUserDetails(page)).toBeNull();
    // Signed out of Firebase too: the session does not come back on a reload of /login.
    await page.goto('/login');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await readUserDetails(page)).toBeNull();
    expect(pageErrors).toEqual([]);
  });

  test('the link opened in another browser asks for the email, then signs in there', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('zoya');
    await page.goto('/login');
    await page.getByLabel('Full Name').fill('Zoya Khan');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Login Here' }).click();
    await expect(page.getByText(`We sent a sign-in link to ${email}.`)).toBeVisible();
    const link = await signInLinkFor(page, email);

    const other = await browser.newContext();
    try {
      const elsewhere = await other.newPage();
      await elsewhere.goto(link);
      await expect(elsewhere.getByText(/opened in a different browser/)).toBeVisible();
      await expect(elsewhere.getByLabel('Full Name')).toBeFocused();
      await elsewhere.getByLabel('Full Name').fill('Zoya Khan');
      await elsewhere.getByLabel('Email').fill(email);
      await elsewhere.getByRole('button', { name: 'Finish logging in' }).click();
      await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText(
        'Discover the best Food and Drinks in Delhi NCR',
      );
      await expect(
        elsewhere.getByRole('button', { name: 'User menu, signed in as Zoya Khan' }),
      ).toBeVisible();
    } finally {
      await other.close();
    }

    // A link works once: opening it again says so and offers the form.
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(
      'This sign-in link has expired or was already used. Ask for a new one below.',
    );
    await expect(page.getByRole('button', { name: 'Login Here' })).toBeVisible();
    expect(await readUserDetails(page)).toBeNull();
  });

  test('a used link opened again in the browser it signed in says so and goes on, asking for nothing', async ({
    page,
  }) => {
    const email = uniqueEmail('dev');
    await page.goto('/nightlife');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Full Name').fill('Dev Malhotra');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Login Here' }).click();
    const link = await signInLinkFor(page, email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/nightlife$/);
    await expect(page.getByRole('banner').getByTestId('signed-in-name')).toHaveText('Dev Malhotra');

    // The same link again (from the mail, say): already signed in, so no form and no error.
    await page.goto(link);
    await expect(page.getByRole('status').filter({ hasText: 'already signed in' })).toHaveText(
      /^You are already signed in as Dev Malhotra\./,
    );
    await expect(page.getByText(/opened in a different browser/)).toHaveCount(0);
    await expect(page.getByLabel('Full Name')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // …and goes on to where the link leads, still signed in.
    await expect(page).toHaveURL(/\/nightlife$/);
    await expect(page.getByRole('banner').getByTestId('signed-in-name')).toHaveText('Dev Malhotra');
    expect(await readUserDetails(page)).toMatchObject({ displayName: 'Dev Malhotra', email });
  });

  test('Login Here checks Full Name and Email: messages by the fields, focus on the first, no link', async ({
    page,
  }) => {
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Login Here' }).click();
    await expect(main.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByLabel('Full Name')).toHaveAccessibleDescription('Enter your full name.');
    await expect(main.getByLabel('Email')).toHaveAccessibleDescription('Enter your email address.');
    await expect(main.getByLabel('Full Name')).toBeFocused();

    await main.getByLabel('Full Name').fill('Asha Rao');
    await main.getByLabel('Email').fill('asha@example');
    await main.getByRole('button', { name: 'Login Here' }).click();
    await expect(main.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid');
    await expect(main.getByLabel('Email')).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    await expect(main.getByLabel('Email')).toBeFocused();
    await expect(main.getByText('We sent a sign-in link')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('emailForSignIn'))).toBeNull();
  });
});
