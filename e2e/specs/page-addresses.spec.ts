import { expect, pageHeading, test, waitForHydration } from '../support/fixtures';

/**
 * One address per page: page addresses are lower case. Another spelling is sent to
 * it, by the server (a permanent redirect, query kept) and in the browser for an address the
 * page itself comes to.
 */
test.describe('page addresses are lower case', () => {
  for (const [typed, canonical] of [
    ['/delivery/Cake', '/delivery/cake'],
    ['/Delivery/cake', '/delivery/cake'],
    ['/DINNING/2?city=Noida', '/dinning/2?city=Noida'],
    ['/Search-Details/4', '/search-details/4'],
  ] as const) {
    test(`the server answers ${typed} with a permanent redirect to ${canonical}`, async ({ request }) => {
      const response = await request.get(typed, { maxRedirects: 0 });
      expect([301, 308]).toContain(response.status());
      expect(response.headers().location).toBe(canonical);
    });
  }

  test('/delivery/Cake opens the cake listing at /delivery/cake', async ({ page }) => {
    await page.goto('/delivery/Cake?sort=ascPrice');
    await expect(page).toHaveURL(/\/delivery\/cake\?sort=ascPrice$/);
    await expect(pageHeading(page, 'Order your Cake')).toBeVisible();
  });

  test('in the page too: an address with capitals the browser comes to is replaced by the lower-case one', async ({
    page,
  }) => {
    await page.goto('/delivery');
    await expect(pageHeading(page, 'Order Food Online In NCR Delhi')).toBeVisible();
    // A history entry made in the page is the live page's (before it, Back leaves the document).
    await waitForHydration(page);
    // The router follows the history entry as it does for Back and Forward.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/Delivery/Ice-Cream?city=Noida');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/delivery\/ice-cream\?city=Noida$/);
    await expect(pageHeading(page, 'Order your Ice Cream')).toBeVisible();
  });
});
