import { expect, pageHeading, test, waitForHydration } from '../support/fixtures';

/**
 * A section whose files fail on a full page load. The page the server
 * rendered stays (readable, its links working) with a notice and Retry, and one Retry brings the
 * section to life once its files are back.
 */
const sections = [
  { key: 'nightlife', path: '/nightlife', name: 'Nightlife', heading: 'NightLife Restaurants In NCR Delhi' },
  { key: 'dining', path: '/dinning', name: 'Dinning Out', heading: 'Dine-Out Restaurants In NCR Delhi' },
  { key: 'delivery', path: '/delivery/cake', name: 'Delivery', heading: /cake/i },
] as const;

for (const section of sections) {
  test(`${section.path} with its section's files failing keeps the server's page; one Retry brings it to life`, async ({
    page,
  }) => {
    const files = `**/mfe/${section.key}/**`;
    await page.route(files, (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto(section.path);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: `${section.name} is not fully working right now` });
    await expect(notice).toBeVisible();
    // What the server rendered is still there: its landmark, heading and cards.
    await expect(page.getByRole('main')).toBeVisible();
    await expect(pageHeading(page, section.heading)).toBeVisible();
    const cards = page.getByRole('main').getByTestId('item-card');
    expect(await cards.count()).toBeGreaterThan(2);
    await expect(page.getByText('is unavailable right now')).toHaveCount(0);

    await page.unroute(files);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(notice).toHaveCount(0);
    // Alive: a card opens its detail in the page (a client-side navigation keeps this document).
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const name = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
    await cards.first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
}

test("the notice's Retry, failing again, keeps the page and the notice; focus goes to the content once it works", async ({
  page,
}) => {
  const files = '**/mfe/nightlife/**';
  await page.route(files, (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/nightlife');
  const notice = page.getByRole('alert').filter({ hasText: 'Nightlife is not fully working right now' });
  // Exactly 'Retry': while it retries, the button says 'Retrying…' and takes no press.
  const retry = notice.getByRole('button', { name: 'Retry', exact: true });
  await retry.click();
  await expect(notice.getByRole('button', { name: 'Retrying…' })).toHaveCount(0);
  await expect(retry).toBeVisible();
  await expect(pageHeading(page, 'NightLife Restaurants In NCR Delhi')).toBeVisible();
  await page.unroute(files);
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(notice).toHaveCount(0);
  await expect(page.locator('#main-content')).toBeFocused();
});

test('a section that fails after a client-side navigation shows its fallback; one Retry recovers', async ({
  page,
}) => {
  const files = '**/mfe/nightlife/**';
  await page.goto('/delivery');
  // This test is about a client-side navigation: a tab followed before the page is live is a
  // page load of its own (the server's page with a notice, tested above), so it waits for that.
  await waitForHydration(page);
  await page.route(files, (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Nightlife' }).click();
  const fallback = page.getByRole('alert').filter({ hasText: 'Nightlife is unavailable right now' });
  await expect(fallback).toBeVisible();
  await page.unroute(files);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(pageHeading(page, 'NightLife Restaurants In NCR Delhi')).toBeVisible();
  // Away and back: the section, loaded now, is not the failure remembered.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Delivery' }).click();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Nightlife' }).click();
  await expect(pageHeading(page, 'NightLife Restaurants In NCR Delhi')).toBeVisible();
});

test("/cart with checkout's files failing keeps the server's cart page; one Retry brings it to life", async ({
  page,
}) => {
  const files = '**/mfe/checkout/**';
  await page.route(files, (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/cart');
  const notice = page.getByRole('alert').filter({ hasText: 'Checkout is not fully working right now' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await page.unroute(files);
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByText('is unavailable right now')).toHaveCount(0);
});
