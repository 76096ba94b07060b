import { expect, remoteFile, test, sectionTab, pageHeading } from '../support/fixtures';

const entry = (key: string) => remoteFile(key, 'remoteEntry.js').pattern;
const manifest = remoteFile('dining', 'mf-manifest.json');

test.describe('tab bar prefetch', () => {
  test('pointing at a tab loads its section before the click, and only then', async ({
    page,
    pageErrors,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/delivery');
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => entry('dining').test(path))).toEqual([]);
    expect(requested.filter((path) => entry('nightlife').test(path))).toEqual([]);

    const tab = sectionTab(page, 'Dinning Out');
    const loaded = page.waitForResponse((response) => entry('dining').test(response.url()));
    await tab.hover();
    await loaded;
    await expect(page).toHaveURL(/\/delivery$/);
    await tab.click();
    await expect(pageHeading(page, 'Dine-Out Restaurants In NCR Delhi')).toBeVisible();
    expect(requested.filter((path) => entry('dining').test(path))).toHaveLength(1);
    expect(requested.filter((path) => entry('nightlife').test(path))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  for (const way of ['pointed at, then pressed', 'pressed'] as const) {
    test(`a section's first visit from its tab, ${way}: each of its scripts is fetched once, every preload used`, async ({
      page,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (/preload/i.test(message.text())) warnings.push(message.text());
      });
      const scripts: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/^\/mfe\/dining\/.*\.js$/.test(pathname)) scripts.push(pathname);
      });
      await page.goto('/delivery');
      await expect(page.getByTestId('item-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const tab = sectionTab(page, 'Dinning Out');
      if (way === 'pointed at, then pressed') {
        const loaded = page.waitForResponse((response) => entry('dining').test(response.url()));
        await tab.hover();
        await loaded;
      }
      await tab.click();
      await expect(pageHeading(page, 'Dine-Out Restaurants In NCR Delhi')).toBeVisible();
      await expect(page.getByTestId('item-card').first()).toBeVisible();
      // Waits for what is still coming: a second fetch of a script would be in this list.
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(1);
      expect(scripts.filter((path, index) => scripts.indexOf(path) !== index)).toEqual([]);
      expect(warnings).toEqual([]);
    });
  }

  test('a tab reached with the keyboard is prefetched too', async ({ page }) => {
    await page.goto('/delivery');
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    const loaded = page.waitForResponse((response) => entry('nightlife').test(response.url()));
    await sectionTab(page, 'Nightlife').focus();
    await loaded;
    await page.keyboard.press('Enter');
    await expect(pageHeading(page, 'NightLife Restaurants In NCR Delhi')).toBeVisible();
  });

  test('a section whose prefetch failed still loads when opened once it is back', async ({ page }) => {
    await page.route(manifest.glob, (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/delivery');
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    const tab = sectionTab(page, 'Dinning Out');
    const refused = page.waitForResponse((response) => manifest.pattern.test(response.url()));
    await tab.hover();
    await refused;
    await page.unroute(manifest.glob);
    await tab.click();
    await expect(pageHeading(page, 'Dine-Out Restaurants In NCR Delhi')).toBeVisible();
  });
});
