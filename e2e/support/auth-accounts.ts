import type { Page } from '@playwright/test';

/** What the Auth emulator keeps of one account (the fields the specs read). */
export interface EmulatorAccount {
  localId: string;
  email?: string;
  displayName?: string;
  providerUserInfo?: { providerId: string; email?: string }[];
}

/** The emulator this run started (global setup) and the project id the site runs with. */
async function emulatorProject(page: Page) {
  const emulator = process.env.AUTH_EMULATOR_URL;
  if (!emulator)
    throw new Error('AUTH_EMULATOR_URL is not set: run through playwright with the global setup');
  const config = (await (await page.request.get('/config.json')).json()) as {
    firebase: { projectId: string };
  };
  return `${emulator}/identitytoolkit.googleapis.com/v1/projects/${config.firebase.projectId}`;
}

/**
 * The account the Auth emulator holds for `email`, or null: its admin lookup
 * (`accounts:lookup`, with the emulator's `Bearer owner` credentials), so a spec checks that
 * Firebase itself has the account, not only what the page says.
 */
export async function emulatorAccount(page: Page, email: string): Promise<EmulatorAccount | null> {
  const response = await page.request.post(`${await emulatorProject(page)}/accounts:lookup`, {
    headers: { Authorization: 'Bearer owner' },
    data: { email: [email] },
  });
  if (!response.ok())
    throw new Error(`accounts:lookup answered ${response.status()}: ${await response.text()}`);
  const { users } = (await response.json()) as { users?: EmulatorAccount[] };
  return users?.[0] ?? null;
}

/** The `signupDetails` list as stored, or null. */
export const readSignupDetails = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('signupDetails') ?? 'null') as Record<string, unknown>[] | null,
  );

/** Everything in the page's browser storage, as one string (to look for a password in). */
export const allStorage = (page: Page) =>
  page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
