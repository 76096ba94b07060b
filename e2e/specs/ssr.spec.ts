import { chromium, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../support/chromium';
import {
  allowedInlineScripts,
  expect,
  inlineScripts,
  isLive,
  remoteFile,
  siteUrl,
  test,
} from '../support/fixtures';
import { copyOfLiveVersion, replaceInBuild, runCli } from '../support/release';
import { fromApi } from '../support/data-service';
import { startSiteWith, type Site } from '../support/ssr-stack';

/** Section pages arrive rendered by their own remote, with their data, and hydrate. */
interface Item {
  id: number;
  name: string;
  price: number;
}

const api = fromApi;

/** A name as the server writes it into <title> (server-rendering/page-html.mjs). */
const asTitle = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A name as React writes it into HTML text. */
const asHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

/** The server-rendered listings, the list each shows and a detail of it. */
const listings = [
  { path: '/delivery', list: '/random', heading: 'Order Food Online In NCR Delhi', detail: '/delivery/3' },
  { path: '/delivery/cake', list: '/Cake', heading: 'Order your Cake', detail: '/delivery/cake/2' },
  {
    path: '/dinning',
    list: '/restaurants',
    heading: 'Dine-Out Restaurants In NCR Delhi',
    detail: '/dinning/3',
  },
  {
    path: '/nightlife',
    list: '/restaurants',
    heading: 'NightLife Restaurants In NCR Delhi',
    detail: '/nightlife/2',
  },
] as const;
const detailApi: Record<string, string> = { delivery: '/random', cake: '/cake' };
const itemOf = (detail: string) => {
  const [, section, sub, id] = detail.split('/');
  const list = id ? detailApi[sub as string] : (detailApi[section as string] ?? '/restaurants');
  return api<Item>(`${list}/${id ?? sub}`);
};

let restaurants: Item[];
test.beforeAll(async () => {
  restaurants = await api<Item[]>('/restaurants');
});

const firstResponse = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, html: await response.text() };
};

/** True once the page is live: the shell and the listing's section have set their marks. */
const cardHydrated = (page: Page) => page.waitForFunction(isLive);

/** Console errors and warnings, and uncaught errors: a clean hydration has none. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const listing of listings) {
  test(`${listing.path}: the first response holds the top bar, the tabs and the cards, with their data`, async () => {
    const [first] = await api<Item[]>(listing.list);
    const { status, html } = await firstResponse(`${siteUrl()}${listing.path}`);
    expect(status).toBe(200);
    expect(html).toContain('aria-label="zomato home"');
    expect(html).toContain('aria-label="Sections"');
    expect(html).toContain(`${listing.heading}</h1>`);
    expect(html).toContain(asHtml(first!.name));
    expect(html).toMatch(/<script type="application\/json" id="ssr-data" data-remotes="[^"]*">/);
    // The CSP allows one inline script, by its hash (the early actions), and the JSON data.
    expect(inlineScripts(html)).toEqual(allowedInlineScripts);
    expect(html).toContain(`<title>${listing.heading} | Zomato NCR</title>`);
  });

  test(`${listing.detail}: the detail page comes with its item, and a title naming it`, async () => {
    const item = await itemOf(listing.detail);
    const { status, html } = await firstResponse(`${siteUrl()}${listing.detail}`);
    expect(status).toBe(200);
    expect(html).toContain(asHtml(item.name));
    expect(html).toContain(`<title>${asTitle(item.name)} | Zomato NCR</title>`);
  });
}

test('an unknown id answers 404 with the section not-found page', async () => {
  const { status, html } = await firstResponse(`${siteUrl()}/dinning/999999`);
  expect(status).toBe(404);
  expect(html).toContain('We could not find that place');
});

test('without JavaScript, a section page and a detail page show their content', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: siteUrl() });
  const page = await context.newPage();
  await page.goto('/dinning');
  await expect(page.getByRole('heading', { level: 1, name: listings[2].heading })).toBeVisible();
  await expect(page.getByTestId('item-card').first()).toContainText(restaurants[0]!.name);
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  const item = await api<Item>('/restaurants/3');
  await page.goto('/dinning/3');
  await expect(page).toHaveTitle(`${item.name} | Zomato NCR`);
  await expect(page.getByRole('main')).toContainText(item.name);
  await context.close();
});

test('the top bar stays put when a page grows past the window (room for the scrollbar from the first frame)', async () => {
  // Playwright hides scrollbars; visitors (and Lighthouse) have them. A server-rendered page can
  // paint while it is still shorter than the window: the scrollbar that appears as the rest
  // arrives must not move the page sideways (a layout shift).
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, baseURL: siteUrl() });
    const wordmarkLeft = async (path: string) => {
      await page.goto(path);
      const box = await page.getByRole('link', { name: 'zomato home' }).boundingBox();
      const scrolls = await page.evaluate(() => document.documentElement.scrollHeight > innerHeight);
      return { left: box!.x, scrolls };
    };
    const short = await wordmarkLeft('/no-such-page');
    const long = await wordmarkLeft('/dinning');
    expect([short.scrolls, long.scrolls]).toEqual([false, true]);
    expect(long.left).toBe(short.left);
  } finally {
    await browser.close();
  }
});

for (const listing of listings) {
  test(`${listing.path} hydrates with no console warning or error, without loading its list or CSS again`, async ({
    page,
  }) => {
    const items = await api<Item[]>(listing.list);
    const problems = watchConsole(page);
    const listLoads: string[] = [];
    const cssLoads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api${listing.list}`) listLoads.push(request.url());
      if (request.resourceType() === 'stylesheet') cssLoads.push(request.url());
    });
    await page.goto(listing.path);
    await cardHydrated(page);
    // Hydrated means working: the price sort reorders the cards.
    const cheapest = [...items].sort((a, b) => a.price - b.price)[0]!;
    await page
      .getByRole('main')
      .getByRole('combobox', { name: /^Price\b/ })
      .selectOption('ascPrice');
    await expect(page.getByTestId('item-card').first()).toContainText(cheapest.name);
    // The page came with the CSS files its code loads, under the names webpack looks for.
    expect(cssLoads).toEqual([]);
    expect(await page.locator('style[data-href$=".css"]').count()).toBeGreaterThan(0);
    // And navigating on works: a card opens its detail, rendered in the browser now.
    await page.getByTestId('item-card').first().click();
    await expect(page.getByRole('heading', { level: 1, name: cheapest.name })).toBeVisible();
    expect(listLoads).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('a server-rendered page asks for its code from its head, main.js deferred, each file once', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const response = await page.goto('/delivery');
  // The scripts are named in the HTML's head (with the remote's digests), not in the headers.
  expect((await response?.headerValue('link')) ?? '').not.toContain('as=script');
  const html = (await response?.text()) ?? '';
  const head = html.slice(0, html.indexOf('</head>'));
  // The shell's start-up chunks, then main.js: deferred, run in that order once the HTML is parsed.
  const deferred = [...head.matchAll(/<script defer fetchpriority="high" src="([^"]+)"><\/script>/g)].map(
    (match) => match[1],
  );
  expect(deferred.at(-1)).toMatch(/^\/main\.[0-9a-f]+\.js$/);
  expect(deferred.some((src) => /^\/react-libs\.[0-9a-f]+\.js$/.test(src ?? ''))).toBe(true);
  expect(head).toMatch(/<link rel="preload" as="script" href="\/mfe\/delivery\/[^"]+" integrity="sha384-/);
  expect(html).not.toContain('<template id="start-up"');
  await cardHydrated(page);
  const { scripts } = await page.evaluate(() => ({
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  const paths = scripts.map((script) => script.path);
  expect(scripts.length).toBeGreaterThan(0);
  expect(html.match(/<script[^>]*>/g)?.filter((tag) => /\bsrc=/.test(tag))).toHaveLength(deferred.length);
  expect(paths.filter((path) => /^\/main\.[0-9a-f]+\.js$/.test(path))).toHaveLength(1);
  // The remote's entry, preloaded with its digest, is the one its loader uses: fetched once.
  const entry = remoteFile('delivery', 'remoteEntry.js').pattern;
  expect(paths.filter((path) => entry.test(path))).toHaveLength(1);
  expect(new Set(paths).size).toBe(paths.length);
  expect(problems).toEqual([]);
});

test('a section drawn in the browser gets its CSS as files, with its code', async ({ page }) => {
  const cssLoads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') cssLoads.push(new URL(request.url()).pathname);
  });
  await page.setExtraHTTPHeaders({ 'X-Render': 'client' });
  await page.goto('/delivery');
  const card = page.getByTestId('item-card').first();
  await expect(card).toBeVisible();
  expect(cssLoads).toContainEqual(expect.stringMatching(/^\/mfe\/delivery\/.+\.css$/));
  await expect(page.locator('style[data-href]')).toHaveCount(0);
  // Styled as on a server-rendered page: the cards' grid and rounded pictures.
  const look = await card.evaluate((element) => {
    const picture = element.querySelector('img') as HTMLImageElement;
    return {
      list: getComputedStyle(element.closest('ul') as HTMLElement).display,
      corner: getComputedStyle(picture).borderTopLeftRadius,
    };
  });
  expect(look).toEqual({ list: 'grid', corner: '16px' });
});

test.describe('when the server cannot render a remote', () => {
  let broken: Site;
  let tight: Site;
  test.beforeAll(async () => {
    // dining's browser build as deployed, its server bundle throwing when it loads.
    broken = await startSiteWith({
      remote: 'dining',
      change: (files) =>
        files.write('server/remoteEntry.js', 'throw new Error("broken server bundle (test)");'),
    });
    // A render budget nothing meets.
    tight = await startSiteWith({ env: { SSR_BUDGET_MS: '1' } });
  });
  test.afterAll(async () => {
    await broken?.stop();
    await tight?.stop();
  });

  test('a broken server bundle: the page still streams, the section renders in the browser', async ({
    page,
  }) => {
    const { status, html } = await firstResponse(`${broken.url}/dinning`);
    expect(status).toBe(200);
    expect(html).toContain('aria-label="Sections"');
    expect(html).not.toContain(asHtml(restaurants[0]!.name));
    const problems = watchConsole(page);
    await page.goto(`${broken.url}/dinning`);
    await expect(page.getByTestId('item-card').first()).toContainText(restaurants[0]!.name);
    // The other sections still come rendered.
    expect((await firstResponse(`${broken.url}/nightlife`)).html).toContain(asHtml(restaurants[0]!.name));
    expect(problems).toEqual([]);
  });

  test('a render over budget: the page is answered, and the browser renders it', async ({ page }) => {
    const { status, html } = await firstResponse(`${tight.url}/nightlife`);
    expect(status).toBe(200);
    // However the budget ran out, the page has no inline script but those the CSP allows.
    expect(inlineScripts(html)).toEqual(allowedInlineScripts);
    await page.goto(`${tight.url}/nightlife`);
    await expect(page.getByTestId('item-card').first()).toContainText(restaurants[0]!.name);
  });
});

test('a remote released alone is rendered from its new version on the next request, with no restart; other sections keep their kept pages', async () => {
  const site = await startSiteWith({});
  const next = copyOfLiveVersion(site.root, 'nightlife');
  try {
    expect((await firstResponse(`${site.url}/nightlife`)).html).toContain(listings[3].heading);
    // A new version in its own folder; the runtime config switches to it (deploy/release/).
    expect(
      replaceInBuild(join(next, 'server'), listings[3].heading, 'NightLife, Redeployed'),
    ).toBeGreaterThan(0);
    // Dining's page, kept before the release, is one the release leaves as it was.
    const cacheOf = async (path: string) =>
      /cache;desc="(\w+)"/.exec((await fetch(`${site.url}${path}`)).headers.get('server-timing') ?? '')?.[1];
    for (const path of ['/dinning', '/', '/status']) await cacheOf(path);
    expect(await cacheOf('/dinning')).toBe('hit');
    expect(await cacheOf('/status')).toBe('hit');
    const released = await runCli('release', site.root, 'nightlife', next);
    expect(released.code, released.stderr).toBe(0);
    const { html } = await firstResponse(`${site.url}/nightlife`);
    expect(html).toContain('NightLife, Redeployed</h1>');
    // The renderer made for the new config took dining's kept page over, and the landing page's
    // (it draws no section): no new render for them. /status, which shows every version, is new.
    expect(await cacheOf('/dinning')).toBe('hit');
    expect(await cacheOf('/')).toBe('hit');
    const version = /released nightlife ([0-9a-f]+)/.exec(released.stdout)?.[1];
    expect(version).toBeDefined();
    expect((await firstResponse(`${site.url}/status`)).html).toContain(version);
    // Back to the first version: the next request renders from it again.
    expect((await runCli('rollback', site.root, 'nightlife')).code).toBe(0);
    expect((await firstResponse(`${site.url}/nightlife`)).html).toContain(`${listings[3].heading}</h1>`);
  } finally {
    await site.stop();
    rmSync(next, { recursive: true, force: true });
  }
});
