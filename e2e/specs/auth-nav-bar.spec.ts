import type { Page } from '@playwright/test';
import { expect, standaloneUrl, test } from '../support/fixtures';

const auth = (path: string) => standaloneUrl('AUTH') + path;
const firebaseChunk = /\/firebase-(app|auth)\.[0-9a-f]{8}\.js$/;

/** The visitor signed in before the page opens (what auth-mfe keeps under userDetails). */
const signedIn = (page: Page, displayName: string) =>
  page.addInitScript(
    (name) =>
      localStorage.setItem('userDetails', JSON.stringify({ displayName: name, email: 'meera@example.com' })),
    displayName,
  );

test.describe('the navigation app bar (./NavBar)', () => {
  test('wide: the brand links to /; signed in, the avatar opens Profile, Account, Dashboard, Logout', async ({
    page,
    pageErrors,
  }) => {
    await signedIn(page, 'Meera Iyer');
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(auth('/signup'));
    const bar = page.getByRole('navigation', { name: 'Account' });
    await expect(bar.getByRole('link', { name: 'Zomato' })).toHaveAttribute('href', '/');
    await expect(bar.getByText('LOGO', { exact: true })).toHaveCount(0);
    await expect(bar.getByRole('button', { name: 'Main menu' })).toBeHidden();

    const button = bar.getByRole('button', { name: 'User menu, signed in as Meera Iyer' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu', { name: 'User menu' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Account', 'Dashboard', 'Logout']);
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/signup$/);

    // The bar's first render and its menu never fetched the Firebase SDK.
    expect(scripts.filter((url) => firebaseChunk.test(url))).toEqual([]);
    await bar.getByRole('link', { name: 'Zomato' }).click();
    await expect(page).toHaveURL(new RegExp(`^${standaloneUrl('AUTH')}/$`));
    expect(pageErrors).toEqual([]);
  });

  test('the user menu works from the keyboard: arrows, Home, End, Escape, Tab', async ({ page }) => {
    await signedIn(page, 'Meera Iyer');
    await page.goto(auth('/login'));
    const button = page.getByRole('button', { name: /^User menu/ });
    const menu = page.getByRole('menu', { name: 'User menu' });
    const item = (name: string) => menu.getByRole('menuitem', { name });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(item('Profile')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('Account')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(item('Logout')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('Profile')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item('Logout')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(item('Profile')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowUp');
    await expect(item('Logout')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(600, 500);
    await expect(menu).toBeHidden();
  });

  test('narrow: the wordmark and a menu button opening the main pages', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(auth('/login'));
    const bar = page.getByRole('navigation', { name: 'Account' });
    await expect(bar.getByText('LOGO', { exact: true })).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'Zomato' })).toBeVisible();
    const menuButton = bar.getByRole('button', { name: 'Main menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const list = bar.getByRole('list', { name: 'Main navigation' });
    await expect(list.getByRole('link')).toHaveCount(5);
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await expect(bar.getByRole('button', { name: 'User menu' })).toBeInViewport();
  });

  test('on the wide landing page an anonymous visitor gets Log in and Sign up, which open those pages', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Account', exact: true });
    const button = bar.getByRole('button', { name: 'User menu' });
    await button.click();
    const menu = page.getByRole('menu', { name: 'User menu' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Log in', 'Sign up']);
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Log in' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

    await page.goBack();
    await bar.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menu', { name: 'User menu' }).getByRole('menuitem', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('on the wide landing page a signed-in visitor gets Profile, Account, Dashboard and Logout', async ({
    page,
  }) => {
    await signedIn(page, 'Meera Iyer');
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Account', exact: true });
    await bar.getByRole('button', { name: 'User menu, signed in as Meera Iyer' }).click();
    const menu = page.getByRole('menu', { name: 'User menu' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Account', 'Dashboard', 'Logout']);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await bar.getByRole('button', { name: 'User menu' }).click();
    await expect(menu.getByRole('menuitem')).toHaveText(['Log in', 'Sign up']);
  });
});
