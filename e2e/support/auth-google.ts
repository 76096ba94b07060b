import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

const gapiStandIn = readFileSync(join(__dirname, 'auth-gapi-stand-in.js'), 'utf8');

/**
 * This machine is offline: the one Google script the Firebase SDK and the Auth emulator's
 * helper frame load (https://apis.google.com/js/api.js) is answered by a local stand-in that
 * relays their messages (docs/data-service.md#identity). The emulator's popup also asks for Material
 * styles on unpkg and Google Fonts; it works without them, so they fail fast.
 */
export async function standInGoogleScripts(context: BrowserContext) {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js(\?.*)?$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: gapiStandIn }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.abort(),
  );
}

/**
 * Clicks `trigger` (a 'Continue with Google' button), then, in the Auth emulator's popup,
 * adds a new generated account (optionally with a photo) and signs in with it.
 */
export async function signInInEmulatorPopup(
  page: Page,
  trigger: () => Promise<void>,
  { photoUrl }: { photoUrl?: string } = {},
) {
  const popupOpens = page.waitForEvent('popup');
  await trigger();
  const popup = await popupOpens;
  await popup.getByText('Add new account').click();
  await popup.getByText('Auto-generate user information').click();
  const email = await popup.locator('#email-input').inputValue();
  const displayName = await popup.locator('#display-name-input').inputValue();
  if (photoUrl) await popup.locator('#profile-photo-input').fill(photoUrl);
  await popup.getByText('Sign in with Google.com').click();
  await popup.waitForEvent('close');
  return { email, displayName };
}

export interface StoredUser {
  providerId?: string;
  uid?: string;
  displayName?: string | null;
  email?: string | null;
  photoURL?: string | null;
}

export const readUserDetails = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('userDetails');
    return raw === null ? null : (JSON.parse(raw) as StoredUser);
  });
