import type { Page } from '@playwright/test';
import {
  allowedInlineScripts,
  expect,
  inlineScripts,
  siteUrl,
  test,
  waitForHydration,
} from '../support/fixtures';
import { startDataStandIn, type DataStandIn, type StandInItem } from '../support/data-stand-in';
import { startSiteWith, type Site } from '../support/ssr-stack';
import { cake, card, cartWith, fillCard, paymentsOf, putInCart, visitorOf } from '../support/cart';

/**
 * Every page route arrives rendered (the landing page, search details, checkout's
 * and auth's pages, the 404 page), with real statuses, escaped names, nothing shared between
 * visitors' renders, and short plain answers for malformed addresses.
 */
const firstResponse = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  return { status: response.status, html: await response.text() };
};

const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${process.env.E2E_API_URL}${path}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
};

/**
 * Console errors and warnings, and uncaught errors: a clean hydration has none. (The one
 * line Chromium writes for a page answered 404 is about the page's status, not a problem.)
 */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const documentStatus = message.location().url === page.url() && /status of 404/.test(message.text());
    if ((message.type() === 'error' || message.type() === 'warning') && !documentStatus)
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The JSON the server put in the page for the browser (its data, once). */
const allPageData = (html: string): Record<string, unknown> =>
  JSON.parse(
    /<script type="application\/json" id="ssr-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}',
  );
/** A page's own data: without the search lists its search box brings, the same on every page (ADR 0021). */
const searchListsKey = JSON.stringify(['search', 'dishes']);
const pageData = (html: string): Record<string, unknown> => {
  const { [searchListsKey]: _lists, ...own } = allPageData(html);
  return own;
};

const topBar = 'aria-label="zomato home"';

const pages = [
  { path: '/', status: 200, heading: 'Discover the best Food and Drinks in Delhi NCR', topBar: false },
  { path: '/cart', status: 200, heading: 'Your Cart', topBar: true },
  // An empty cart's payment page names no amount, before and after the browser reads the cart.
  { path: '/payment', status: 200, heading: 'Your payment', topBar: true },
  { path: '/login', status: 200, heading: 'Log in', topBar: true },
  { path: '/signup', status: 200, heading: 'Sign up', topBar: true },
  { path: '/no-such-page', status: 404, heading: 'This page is not on the menu', topBar: true },
] as const;

for (const route of pages) {
  const { path, status, heading, topBar: withTopBar } = route;
  test(`${path}: the first response holds the page (status ${status}), and it hydrates cleanly`, async ({
    page,
  }) => {
    const first = await firstResponse(`${siteUrl()}${path}`);
    expect(first.status).toBe(status);
    expect(first.html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(first.html.includes(topBar)).toBe(withTopBar);
    // The CSP allows one inline script, by its hash (the early actions), and the JSON data.
    expect(inlineScripts(first.html)).toEqual(allowedInlineScripts);
    expect(first.html).toMatch(/<title>[^<]+ \| Zomato NCR<\/title>/);

    const problems = watchConsole(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Hydrated means working: once live, a link is followed in the page, with no new document.
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    if (withTopBar) {
      await page.getByRole('link', { name: 'zomato home' }).click();
      await expect(page.getByRole('heading', { level: 1, name: pages[0].heading })).toBeVisible();
    } else {
      await page
        .getByRole('main')
        .getByRole('link', { name: /Nightlife/ })
        .first()
        .click();
      await expect(page.getByTestId('item-card').first()).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(problems).toEqual([]);
  });
}

test.describe("the cart's first response (its hint cookie, docs/decisions/0010, 0022)", () => {
  const emptyCart = 'Your cart is empty';
  const loadingCart = 'aria-label="Loading your cart"';
  const hintOf = async (page: Page) =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'cart');

  test('a first visit gets the empty cart in the HTML; a visitor with cart lines gets them in the HTML', async ({
    page,
  }) => {
    const first = await firstResponse(`${siteUrl()}/cart`);
    expect(first.html).toContain(emptyCart);
    expect(first.html).not.toContain(loadingCart);
    expect(pageData(first.html)).toEqual({});
    const hinted = await firstResponse(`${siteUrl()}/cart`, { Cookie: 'other=1; cart=2.3' });
    expect(hinted.html).toContain(loadingCart);
    expect(hinted.html).not.toContain(emptyCart);
    // The counts it holds (docs/decisions/0013, 0022): a place for each of the 2 lines, the top bar
    // counts the 3 items, the page data carries both on.
    expect(hinted.html.match(/<li /g)).toHaveLength(2);
    expect(hinted.html).toMatch(/Cart <span[^>]*>3<\/span>/);
    expect(pageData(hinted.html)).toEqual({
      'visitor-cart': { status: 'ready', data: { lines: 2, items: 3 } },
    });

    const problems = watchConsole(page);
    await page.goto('/delivery/cake/2');
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByRole('link', { name: /Cart 1 item/ })).toBeVisible();
    // No id and no content: the counts of lines and items, sent with every page.
    expect(await hintOf(page)).toMatchObject({ value: '1.1', path: '/', sameSite: 'Lax' });

    // The visitor's cookie names them: their own /cart is drawn with their lines.
    const withLines = await page.goto('/cart');
    const html = await withLines!.text();
    expect(html).toContain('data-testid="cart-line"');
    expect(html).not.toContain(emptyCart);
    expect(withLines!.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    // The top bar's last known count (browser storage) follows hydration: no mismatch.
    await expect(page.getByRole('link', { name: /Cart 1 item/ })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(page.getByText(emptyCart)).toBeVisible();
    await expect.poll(() => hintOf(page)).toBeUndefined();
    const emptied = await page.goto('/cart');
    expect(await emptied!.text()).toContain(emptyCart);
    expect(problems).toEqual([]);
  });

  test('a browser that lost the cookie still sees its cart lines once the page has read them', async ({
    page,
    request,
  }) => {
    await page.goto('/cart');
    await expect(page.getByText(emptyCart)).toBeVisible();
    const visitor = await visitorOf(page);
    await putInCart(request, visitor, cake.source);
    // The open page could write its cart hint again after the cookies are cleared (it reads the
    // cart when it hears of a change): leave it first.
    await page.goto('about:blank');
    await page.context().clearCookies();
    const problems = watchConsole(page);
    const response = await page.goto('/cart');
    expect(await response!.text()).toContain(emptyCart);
    await expect(page.getByTestId('cart-line').filter({ hasText: cake.name })).toBeVisible();
    await expect(page.getByText(emptyCart)).toBeHidden();
    expect(await hintOf(page)).toMatchObject({ value: '1.1' });
    expect(problems).toEqual([]);
  });
});

test('/search-details/:id comes with its item, a title and a description naming it', async ({ page }) => {
  const item = await api<StandInItem & { place?: string }>('/global/3');
  const { status, html } = await firstResponse(`${siteUrl()}/search-details/3`);
  expect(status).toBe(200);
  expect(html).toContain(topBar);
  expect(html).toMatch(/<title>[^<]+ \| Zomato NCR<\/title>/);
  expect(/<meta name="?description"? content="([^"]*)"/.exec(html)?.[1]).toContain(
    item.name.replace(/&/g, '&#38;').replace(/'/g, '&#39;'),
  );
  const problems = watchConsole(page);
  await page.goto('/search-details/3');
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByRole('link', { name: /Cart 1 item/ })).toBeVisible();
  expect(problems).toEqual([]);

  const unknown = await firstResponse(`${siteUrl()}/search-details/999999`);
  expect(unknown.status).toBe(404);
});

test('a payment made in the page opens its confirmation at the form’s address: reloaded, the server draws it whole', async ({
  page,
  request,
}) => {
  const visitor = await cartWith(page, request, [cake]);
  await page.getByRole('link', { name: 'Buy Now' }).click();
  await fillCard(page, card);
  await page.getByRole('button', { name: 'Submit Here' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  const [payment] = await paymentsOf(request, visitor);
  expect(new URL(page.url()).search).toBe(`?attempt=${payment?.attemptId}`);

  const problems = watchConsole(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('amount-paid')).toHaveText(`Rs. ${cake.price} /-`);
  await expect(page).toHaveTitle('Payment successful | Zomato NCR');
  const drawn = await firstResponse(page.url(), { Cookie: `visitorId=${visitor}` });
  expect(drawn.html).toContain('Payment successful');
  expect(drawn.html).toContain(cake.name);
  // Another visitor's browser is told of no payment at that address.
  expect((await firstResponse(page.url())).html).toContain('Nothing to confirm');
  await waitForHydration(page);
  expect(problems).toEqual([]);
});

test('malformed addresses get a short 400, never a crash or a stack trace', async () => {
  const bad = ['/delivery/%zz', '/%E0%A4%A', '/dinning?q=%zz', `/${'a'.repeat(8000)}`];
  for (const path of bad) {
    const { status, html } = await firstResponse(`${siteUrl()}${path}`);
    expect(status, path).toBe(400);
    expect(html, path).toMatch(/^Bad request: /);
    expect(html, path).not.toMatch(/\bat \S+ \(|node_modules|Error:/);
  }
  // Odd but well-formed queries are simply ignored, and nothing of them is echoed as markup.
  const odd = await firstResponse(`${siteUrl()}/delivery?a[b]=1&&=&sort=<script>x</script>`);
  expect(odd.status).toBe(200);
  expect(odd.html).not.toContain('<script>x</script>');
  // The site keeps answering.
  expect((await firstResponse(`${siteUrl()}/delivery`)).status).toBe(200);
});

test.describe('with a data service of its own', () => {
  const payloads = [
    '<img src=x onerror="window.__pwned=1">',
    '<script>window.__pwned=1</script>',
    '"><svg onload=window.__pwned=1>',
  ];
  const hostile: StandInItem[] = payloads.map((name, index) => ({
    id: index + 1,
    name,
    imgUrl: 'images/cake/1.svg',
    price: 100,
    variety: '<b>Bakery</b>',
    rating: 4.2,
    place: 'Noida',
  }));
  let hostileApi: DataStandIn;
  let hostileSite: Site;
  test.beforeAll(async () => {
    hostileApi = await startDataStandIn(hostile);
    hostileSite = await startSiteWith({ apiUrl: hostileApi.url });
  });
  test.afterAll(async () => {
    await hostileSite?.stop();
    await hostileApi?.stop();
  });

  test('hostile item names are escaped in the server’s HTML too, and run nowhere', async ({ page }) => {
    for (const path of ['/delivery/cake', '/delivery/cake/1', '/search-details/2', '/dinning/3']) {
      const { html } = await firstResponse(`${hostileSite.url}${path}`);
      expect(html, path).not.toContain('<img src=x');
      expect(html, path).not.toContain('<script>window');
      expect(html, path).not.toContain('<svg onload');
      expect(html, path).not.toContain('<b>Bakery</b>');
    }
    const listing = await firstResponse(`${hostileSite.url}/delivery/cake`);
    expect(listing.html).toContain('&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;');
    // In the page's JSON, nothing can close the script element.
    expect(listing.html).toContain('\\u003cscript\\u003ewindow.__pwned=1\\u003c/script\\u003e');

    await page.goto(`${hostileSite.url}/delivery/cake`);
    for (const name of payloads) await expect(page.getByText(name, { exact: true })).toBeVisible();
    await page.goto(`${hostileSite.url}/delivery/cake/1`);
    await expect(page.getByRole('heading', { level: 1, name: payloads[0] })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('main img[src="x"], main script, main svg[onload]').count()).toBe(0);
  });
});

test.describe('renders at the same time', () => {
  // Twelve places; the data service answers the first asked last, so the renders overlap.
  const places: StandInItem[] = Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    name: `Place number ${index + 1}`,
    imgUrl: 'images/cake/1.svg',
    price: 100 + index,
    rating: 4,
    place: index % 2 ? 'Noida' : 'Gurgaon',
    variety: 'Cafe',
  }));
  let slowApi: DataStandIn;
  let site: Site;
  test.beforeAll(async () => {
    slowApi = await startDataStandIn(places, (path) => {
      const id = Number(/\/(\d+)$/.exec(path)?.[1] ?? 0);
      return id ? (13 - id) * 40 : 0;
    });
    site = await startSiteWith({ apiUrl: slowApi.url });
    await firstResponse(`${site.url}/dinning/12`);
  });
  test.afterAll(async () => {
    await site?.stop();
    await slowApi?.stop();
  });

  test('share nothing: each page carries only its own data, and no visitor’s id or cookie', async () => {
    const visitors = places.map((place) => ({
      id: `visitor-${place.id}-${'x'.repeat(8)}`,
      city: place.place as string,
    }));
    const pages = await Promise.all(
      places.map((place, index) =>
        firstResponse(`${site.url}/dinning/${place.id}`, {
          'X-Visitor-Id': visitors[index]!.id,
          Cookie: `visitorId=${visitors[index]!.id}; city=${visitors[index]!.city}`,
        }),
      ),
    );
    pages.forEach(({ status, html }, index) => {
      const own = places[index]!;
      expect(status).toBe(200);
      expect(html).toContain(`<title>${own.name} | Zomato NCR</title>`);
      const data = pageData(html);
      expect(Object.keys(data)).toHaveLength(1);
      // The top bar's search lists come with the page: the catalogue's, alike for every visitor.
      expect(allPageData(html)[searchListsKey]).toEqual(allPageData(pages[0]!.html)[searchListsKey]);
      expect(allPageData(html)[searchListsKey]).toMatchObject({ status: 'ready' });
      expect(JSON.stringify(data)).toContain(`"${own.name}"`);
      for (const other of places) if (other !== own) expect(html).not.toContain(`${other.name}<`);
      for (const visitor of visitors) expect(html).not.toContain(visitor.id);
      // Every visitor's first page starts at no city and an empty cart (both are browser-side).
      expect(html).toMatch(/<option value="" selected="">None<\/option>/);
      expect(html).toMatch(/Cart <span[^>]*>0<\/span>/);
    });
  });
});

test('with the data service down, the page carries the error state with Retry', async ({ page }) => {
  const site = await startSiteWith({ apiUrl: 'http://127.0.0.1:9' });
  try {
    const { status, html } = await firstResponse(`${site.url}/dinning`);
    expect(status).toBe(200);
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/>Retry<\/button>/);
    await page.goto(`${site.url}/dinning`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  } finally {
    await site.stop();
  }
});
