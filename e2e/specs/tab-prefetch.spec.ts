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
