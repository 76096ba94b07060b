import { expect, type Page } from '@playwright/test';

interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
}

/** An email address no other test (or earlier run on the same emulator) has used. */
export const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/**
 * The emulator's "inbox": `GET {emulator}/emulator/v1/projects/{projectId}/oobCodes` lists
 * every link it would have emailed. The project id is the one the site runs with.
 */
export async function inboxUrl(page: Page): Promise<string> {
  const emulator = process.env.AUTH_EMULATOR_URL;
  if (!emulator)
    throw new Error('AUTH_EMULATOR_URL is not set: run through playwright with the global setup');
  const config = (await (await page.request.get('/config.json')).json()) as {
    firebase: { projectId: string };
  };
  return `${emulator}/emulator/v1/projects/${config.firebase.projectId}/oobCodes`;
}

/** The latest sign-in link sent to `email`, waiting for it to arrive. */
export async function signInLinkFor(page: Page, email: string): Promise<string> {
  const url = await inboxUrl(page);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { oobCodes } = (await (await page.request.get(url)).json()) as { oobCodes: OobCode[] };
      link = oobCodes
        .filter((code) => code.email === email && code.requestType === 'EMAIL_SIGNIN')
        .at(-1)?.oobLink;
      return link;
    })
    .toBeTruthy();
  return link!;
}

export const firebaseChunk = /\/firebase-(app|auth)\.[0-9a-f]{8}\.js$/;
