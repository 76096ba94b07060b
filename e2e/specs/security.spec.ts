import { uniqueEmail } from '../support/auth-email-link';
import { expect, literal, renderInBrowser, test } from '../support/fixtures';

const payloads = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=window.__pwned=1>',
];

test('item names with HTML or script render as text, in listings, details and search', async ({ page }) => {
  const hostile = (id: number, name: string) => ({
    id,
    name,
    imgUrl: 'images/cake/1.svg',
    price: 100,
    variety: '<b>Bakery</b>',
    rating: 4.2,
    place: 'Noida',
  });
  const items = payloads.map((name, index) => hostile(index + 1, name));
  await renderInBrowser(page);
  await page.route('**/api/Cake', (route) => route.fulfill({ json: items }));
  await page.route('**/api/cake/1', (route) => route.fulfill({ json: items[0] }));
  await page.route('**/api/global', (route) =>
    route.fulfill({ json: items.map(({ id, name, imgUrl }) => ({ id, name, imgUrl })) }),
  );

  await page.goto('/delivery/cake');
  for (const name of payloads) await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText('<b>Bakery</b>').first()).toBeVisible();

  await page.goto('/delivery/cake/1');
  await expect(page.getByRole('heading', { level: 1, name: payloads[0] })).toBeVisible();

  const search = page.getByPlaceholder('Search for your favourite dish');
  await search.fill('<script>');
  await expect(page.getByRole('listbox', { name: 'Dishes' })).toContainText(
    '<script>window.__pwned=1</script>',
  );

  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('main img[src="x"], main script, main svg[onload]').count()).toBe(0);
});

test('the served site sends a CSP with no inline script, and the protective headers, and works under it', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/delivery');
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  // No script is inline (the page's JSON data is not run): nothing to allow by hash.
  const html = await response!.text();
  expect(html).not.toMatch(/<script>/);
  expect(scriptSrc).not.toContain("'sha256-");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');

  // Browse every section under that policy.
  await expect(page.getByRole('heading', { level: 1, name: 'Order Food Online In NCR Delhi' })).toBeVisible();
  for (const [path, heading] of [
    ['/dinning', 'Dine-Out Restaurants In NCR Delhi'],
    ['/nightlife', 'NightLife Restaurants In NCR Delhi'],
    ['/delivery/pizza/1', /\S/],
    ['/cart', /cart/i],
    ['/login', 'Log in'],
    ['/', 'Discover the best Food and Drinks in Delhi NCR'],
    ['/delivery/cake', 'Order your Cake'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('no plain password and no card data in storage or any request after signing up and paying (the password goes to the identity service’s sign-up alone)', async ({
  page,
  context,
}) => {
  const password = 'Pa55word-never-kept';
  const card = { name: 'Asha Verma', cardNo: '4111222233334448', expiry: '12/29', cvv: '737' };
  const sent: string[] = [];
  page.on('request', (request) =>
    sent.push(`${request.method()} ${request.url()}\n${request.postData() ?? ''}`),
  );

  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail('asha'));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/delivery/cake/2');
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByTestId('cart-link')).toContainText('1');
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByLabel('Name').fill(card.name);
  await page.getByLabel('Card Number').fill(card.cardNo);
  await page.getByLabel('Expiry Date').fill(card.expiry);
  await page.getByLabel('CVV').fill(card.cvv);
  await page.getByRole('button', { name: 'Submit Here' }).click();
  await expect(page).toHaveURL(/\/paymentsuccessful\?attempt=[\w-]+$/);

  const storage = await page.evaluate(() => {
    const dump = (store: Storage) => Object.keys(store).map((key) => `${key}=${store.getItem(key)}`);
    return [...dump(localStorage), ...dump(sessionStorage)].join('\n');
  });
  const cookies = JSON.stringify(await context.cookies());
  expect(storage).toContain('signupDetails');
  for (const secret of [password, card.cardNo, card.cvv, card.expiry]) {
    // As a value of its own: random ids (page views, visitors) are hex, and may hold '737'.
    const kept = new RegExp(`(?<![0-9A-Za-z])${literal(secret)}(?![0-9A-Za-z])`);
    expect(storage, `storage holds ${secret}`).not.toMatch(kept);
    expect(cookies).not.toMatch(kept);
    for (const request of sent) {
      // Creating the account is the one request the password must go with: to Firebase Auth's
      // accounts:signUp (the emulator here), never to the site or the data service.
      if (
        secret === password &&
        /^POST \S+\/identitytoolkit\.googleapis\.com\/v1\/accounts:signUp\?/.test(request)
      )
        continue;
      expect(request, `a request carried ${secret}`).not.toMatch(kept);
    }
  }
  expect(sent.filter((request) => request.includes(password))).toEqual([
    expect.stringMatching(/^POST \S+\/identitytoolkit\.googleapis\.com\/v1\/accounts:signUp\?/),
  ]);
});
