import type { Page, Request } from '@playwright/test';
import { clientRenderHeader, expect, remoteFile, renderInBrowser, siteUrl, test } from '../support/fixtures';

/** Paths of the requests a page made, with the X-Visitor-Id each sent (if any). */
function recordRequests(page: Page) {
  const seen: { path: string; visitor: string | undefined }[] = [];
  page.on('request', (request: Request) =>
    seen.push({ path: new URL(request.url()).pathname, visitor: request.headers()['x-visitor-id'] }),
  );
  return seen;
}

test.describe('start-up', () => {
  for (const { path, list, remote } of [
    { path: '/delivery', list: '/api/random', remote: 'delivery' },
    { path: '/dinning', list: '/api/restaurants', remote: 'dining' },
  ]) {
    test(`${path} asks for its remote and its list with the page, and fetches each once`, async ({
      page,
      pageErrors,
    }) => {
      // The client-rendered start-up (server rendering sends the list in the page instead), for a
      // returning visitor, whose cart count is read (a new visitor's cart is empty: ADR 0021).
      await renderInBrowser(page);
      await page
        .context()
        .addCookies([{ name: 'visitorId', value: 'returning-visitor-0001', url: siteUrl() }]);
      const seen = recordRequests(page);
      const response = await page.goto(path);
      const link = (await response?.headerValue('link')) ?? '';
      // The live release's entry (/mfe/<key>/<version>/remoteEntry.js), hinted once, with the
      // digest it is loaded with (a hint without it would not be used).
      const entry = remoteFile(remote, 'remoteEntry.js').pattern;
      const hinted = link
        .split(', ')
        .map((hint) => /^<([^>]+)>; rel=preload; as=script; integrity="sha384-[^"]+"$/.exec(hint)?.[1] ?? '')
        .filter((url) => entry.test(url));
      expect(hinted).toHaveLength(1);
      expect(link).toContain(`<${list}>; rel=preload; as=fetch`);

      await expect(page.getByTestId('item-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const paths = seen.map((request) => request.path);
      expect(paths.filter((requested) => requested === list)).toHaveLength(1);
      expect(paths.filter((requested) => requested === hinted[0])).toHaveLength(1);
      // Catalogue reads are plain GETs (a custom header would defeat the preload); the cart
      // still knows its visitor.
      expect(seen.find((request) => request.path === list)?.visitor).toBeUndefined();
      expect(seen.find((request) => request.path === '/api/cart')?.visitor).toMatch(/\S/);
      expect(pageErrors).toEqual([]);
    });
  }

  test('the wordmark shows while the scripts load, and the app takes its place', async ({ page }) => {
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await renderInBrowser(page);
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/delivery', { waitUntil: 'commit' });
    const boot = page.locator('#root > .boot');
    await expect(boot).toHaveText('zomato');
    await expect(boot).toBeVisible();
    const before = await boot.boundingBox();

    releaseScripts();
    const logo = page.getByRole('link', { name: 'zomato home' });
    await expect(logo).toBeVisible();
    await expect(boot).toHaveCount(0);
    // Where the top bar's logo is drawn, so nothing jumps when the app starts.
    const after = await logo.boundingBox();
    expect(Math.abs((after?.x ?? 0) - (before?.x ?? 0))).toBeLessThanOrEqual(4);
  });

  test('the landing page, which has no top bar, starts without the wordmark', async ({ page, request }) => {
    expect(await (await request.get('/')).text()).not.toMatch(/class="?boot\b/);
    const clientRendered = await request.get('/delivery', { headers: clientRenderHeader });
    expect(await clientRendered.text()).toMatch(/class="?boot\b/);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover the best Food and Drinks in Delhi NCR' }),
    ).toBeVisible();
  });
});
