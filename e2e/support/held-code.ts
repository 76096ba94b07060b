import type { Page } from '@playwright/test';

/**
 * Holds the page's code matching `code` until a request for `itemPath` is made (or 5 s), and counts
 * those requests: a page that asked for its item only once its code had come would ask after the
 * release, too late. `askedWhileCodeHeld()`: whether the item was asked for while the code was held.
 */
export async function holdCodeUntilItemAsked(page: Page, code: RegExp, itemPath: string) {
  const itemCalls: string[] = [];
  let itemAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (itemAsked = resolve));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== itemPath) return;
    itemCalls.push(request.url());
    itemAsked();
  });
  let askedWhileHeld = false;
  await page.route(code, async (route) => {
    askedWhileHeld = await Promise.race([
      asked.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    await route.continue();
  });
  return { itemCalls, askedWhileCodeHeld: () => askedWhileHeld };
}
