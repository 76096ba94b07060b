/**
 * One simulated visitor of the soak: a browser context of its own (its own cache, storage and
 * visitor id, so its own cart) that browses every section, switches tabs, opens details, adds
 * to the cart and changes quantities on /cart, with think times between. What it meets is
 * recorded as events (`record(type, fields)`, timed on the soak's clock):
 *
 * - `page`: a page load, from `goto` to the page's main content (or an error state) on screen;
 * - `tab`, `detail`: a tab click or a card click to the next view's content;
 * - `failed` / `aborted`: a request that failed (HTTP >= 400 or a network error) / that the
 *   browser cancelled because the visitor moved on (net::ERR_ABORTED), by kind;
 * - `fallback`: a section fallback, a 'not fully working' notice, an error state with Retry, a
 *   'taking longer than usual' notice or a failed ADD TO CART, the moment it is shown;
 * - `console`: a console error of the page's code, or an uncaught exception; Chromium's own
 *   "Failed to load resource" line for a request that failed is `console-request` (the request
 *   itself is counted under `failed`);
 * - `retry-seen`, `recovered`, `reload-needed`: a visitor facing Retry presses it until the page
 *   works again, and reloads only if 15 presses did not help.
 *
 * Every cart write the data service acknowledged (a 2xx answer to POST, PUT or PATCH /api/cart)
 * goes into the visitor's ledger: the soak compares it with the data service's cart at the end.
 */
const sections = { delivery: '/delivery', dinning: '/dinning', nightlife: '/nightlife' };
const categories = ['burger', 'cake', 'coffee', 'chaat', 'ice-cream', 'pizza', 'shake'];
const card = 'main a[data-testid="item-card"]';
const addButton = 'main button:has-text("ADD TO CART")';
/** What a visitor sees instead of content when something failed: Retry, or a slow-load notice. */
const trouble =
  '[role="alert"]:has(button:has-text("Retry")), [role="status"]:has-text("taking longer than usual")';
const pageTimeoutMs = 20000;
/**
 * The pause between two actions of a visitor, ms: reading a listing or a dish before the next
 * click. Shorter pauses (0.4-1.6 s, as first tried) asked 20 visitors' pages of the two cores
 * many times over what they have (median page time 8 s, p95 22 s before any release), so page
 * times measured the queue for the CPU, not what a release costs.
 */
export const thinkMs = { min: 5000, max: 15000 };

/** A page's main content, by its address. */
function contentOf(path) {
  if (path === '/') return 'main h1';
  if (path === '/cart')
    return 'main [data-testid="cart-line"], main [role="status"]:has-text("cart is empty")';
  if (/^\/delivery\/[a-z-]+\/\d+$/.test(path)) return addButton;
  // A detail: its name as the page's heading.
  if (/^\/(delivery|dinning|nightlife|search-details)\/\d+$/.test(path)) return 'main h1';
  return card;
}

/** What a request was for: the page, a script, a stylesheet, the data service, or other. */
export function kindOf(request) {
  const { pathname } = new URL(request.url());
  if (pathname.startsWith('/api/')) return 'api';
  const type = request.resourceType();
  if (type === 'document') return 'page';
  if (type === 'script') return 'script';
  if (type === 'stylesheet') return 'css';
  return 'other';
}

/**
 * In the page, before its scripts: the visitor's id (it scopes the cart), and an observer that
 * reports each trouble element the moment it is shown (once per element).
 */
function pageProbe(visitorId) {
  try {
    if (!localStorage.getItem('visitorId')) localStorage.setItem('visitorId', visitorId);
  } catch {
    // storage blocked: the page makes its own id
  }
  const seen = new WeakSet();
  const kindOfTrouble = (element) => {
    const text = element.textContent ?? '';
    if (element.querySelector('#section-fallback-title')) return 'section fallback';
    if (text.includes('is not fully working right now')) return 'section not working notice';
    if (text.includes('taking longer than usual')) return 'slow section notice';
    if (text.includes('was not added')) return 'ADD TO CART failed';
    if (text.includes('Retry')) return 'error state with Retry';
    return undefined;
  };
  const scan = () => {
    for (const element of document.querySelectorAll('[role="alert"], [role="status"]')) {
      if (seen.has(element)) continue;
      const kind = kindOfTrouble(element);
      if (!kind) continue;
      seen.add(element);
      window.__soakSeen?.(kind, (element.textContent ?? '').trim().slice(0, 160), location.pathname);
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
}

/** A small seeded generator (mulberry32), so a visitor's choices repeat from run to run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const firstLine = (error) => String(error?.message ?? error).split('\n')[0];

/** Waits for `content` or a trouble element; says which showed ('content', 'trouble'), or undefined. */
async function shownOf(page, content, timeout = pageTimeoutMs) {
  try {
    await page.locator(`${content}, ${trouble}`).first().waitFor({ state: 'visible', timeout });
  } catch {
    return undefined;
  }
  return (await page
    .locator(content)
    .first()
    .isVisible()
    .catch(() => false))
    ? 'content'
    : 'trouble';
}

/** ADD TO CART sent as its form (before the page is live, or without JavaScript): a page POST. */
const isFormAdd = (request) => request.method() === 'POST' && request.isNavigationRequest();

/** The cart lines the data service acknowledged to this visitor, newest version of each. */
class Ledger {
  lines = new Map();
  unreadable = 0;
  note(line, at) {
    if (!line || typeof line.id !== 'number') return;
    const known = this.lines.get(line.id);
    if (!known || (line.version ?? 0) >= known.version)
      this.lines.set(line.id, {
        name: line.name,
        quantity: line.quantity,
        version: line.version ?? 0,
        firstAckAt: known?.firstAckAt ?? at,
        lastAckAt: at,
      });
  }
}

export async function runVisitor(
  browser,
  { index, siteUrl, until, now, record, seed, startDelay = 0, onFirstLoad = () => undefined },
) {
  const visitorId = `soak-visitor-${String(index + 1).padStart(2, '0')}-${seed.toString(36)}`;
  const rand = random(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const event = (type, fields = {}) => record(type, { visitor: index, ...fields });
  const ledger = new Ledger();
  const pending = new Set();
  const counts = { actions: 0 };

  // A visitor's browser exists from their arrival on: twenty tabs (renderer processes) started
  // at once would be a burst no real traffic makes, and it starved the render servers' start.
  await sleep(startDelay);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.exposeBinding('__soakSeen', ({ page: from }, kind, text, path) =>
    event('fallback', { kind, text, path, url: from?.url() }),
  );
  await context.addInitScript(pageProbe, visitorId);
  context.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? 'failed';
    const kind = kindOf(request);
    event(error === 'net::ERR_ABORTED' ? 'aborted' : 'failed', { kind, url: request.url(), error });
  });
  context.on('response', (response) => {
    const request = response.request();
    const status = response.status();
    if (status >= 400) event('failed', { kind: kindOf(request), url: response.url(), status });
    const { pathname } = new URL(response.url());
    const write =
      response.ok() &&
      /^\/api\/cart(\/\d+)?$/.test(pathname) &&
      ['POST', 'PUT', 'PATCH'].includes(request.method());
    // ADD TO CART sent as its form: the server adds the line (docs/decisions/0018) and answers
    // with a page; the cart as the data service then holds it is what was acknowledged.
    const formAdd = isFormAdd(request) && status < 400;
    if (write || formAdd) {
      const at = now();
      const answer = write
        ? response.json().then((line) => [line])
        : context.request
            .get(`${siteUrl}/api/cart`, { headers: { 'X-Visitor-Id': visitorId } })
            .then((cart) => cart.json());
      const read = answer.then(
        (lines) => lines.forEach((line) => ledger.note(line, at)),
        (error) => {
          ledger.unreadable += 1;
          event('visitor-error', {
            text: `the answer to ${request.method()} ${pathname} (${status}) could not be read: ${firstLine(error)}`,
          });
        },
      );
      pending.add(read);
      read.finally(() => pending.delete(read));
    }
  });

  /**
   * The visitor's tab: opened below, and again whenever it was closed.
   * @type {import('playwright-core').Page}
   */
  let page;
  const openPage = async () => {
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text().slice(0, 300);
      event(/^Failed to load resource/.test(text) ? 'console-request' : 'console', { text, url: page.url() });
    });
    page.on('pageerror', (error) =>
      event('console', { text: `uncaught: ${firstLine(error)}`, url: page.url() }),
    );
    page.on('crash', () => event('crash', { url: page.url() }));
  };
  await openPage();
  const settle = () => Promise.all([...pending]);

  /** A page load: goto, then its content (or an error state) on screen. */
  const load = async (path) => {
    await settle();
    const started = now();
    let status;
    let error;
    let shown;
    try {
      const response = await page.goto(`${siteUrl}${path}`, { waitUntil: 'commit', timeout: pageTimeoutMs });
      status = response?.status();
      shown = await shownOf(page, contentOf(path));
    } catch (caught) {
      error = firstLine(caught);
    }
    event('page', { path, at: started, ms: now() - started, status, shown: shown ?? 'nothing', error });
    return shown;
  };

  const path = () => new URL(page.url()).pathname;
  const onListing = async () => (await page.locator(card).count()) > 0;

  /** @type {[weight: number, action: () => Promise<unknown>][]} */
  const actions = [
    // A section's listing, or a delivery category's.
    [20, () => load(rand() < 0.6 ? pick(Object.values(sections)) : `/delivery/${pick(categories)}`)],
    // A tab to another section, from the tab bar.
    [
      20,
      async () => {
        const key = pick(Object.keys(sections).filter((name) => !path().startsWith(sections[name])));
        const tab = page.locator(`nav[aria-label="Sections"] a[data-tab="${key}"]`);
        if (!(await tab.isVisible().catch(() => false))) return load(sections[key]);
        const started = now();
        await tab.click({ timeout: 5000 });
        const shown = await shownOf(page, `${card}[href^="${sections[key]}/"]`);
        event('tab', { to: key, at: started, ms: now() - started, shown: shown ?? 'nothing' });
      },
    ],
    // A card of the listing on screen: its detail.
    [
      15,
      async () => {
        if (!(await onListing())) await load(pick(Object.values(sections)));
        const cards = page.locator(card);
        const count = Math.min(6, await cards.count());
        if (count === 0) return;
        const target = cards.nth(Math.floor(rand() * count));
        const href = await target.getAttribute('href');
        const started = now();
        await target.click({ timeout: 5000 });
        const shown = await shownOf(page, contentOf(href ?? ''));
        event('detail', { path: href, at: started, ms: now() - started, shown: shown ?? 'nothing' });
      },
    ],
    // ADD TO CART on a delivery dish.
    [
      20,
      async () => {
        const shown = await load(`/delivery/${pick(categories)}/${1 + Math.floor(rand() * 3)}`);
        if (shown !== 'content') return;
        const posted = page
          .waitForResponse(
            (response) =>
              isFormAdd(response.request()) ||
              (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/cart'),
            { timeout: 15000 },
          )
          .catch(() => undefined);
        const started = now();
        await page.locator(addButton).first().click({ timeout: 5000 });
        const response = await posted;
        event('add', { at: started, ms: now() - started, status: response?.status() ?? 'no answer' });
        await shownOf(page, 'main [data-testid="cart-line"], main :text("Added to your cart")', 10000);
      },
    ],
    // On /cart, + or − on one line.
    [
      20,
      async () => {
        if ((await load('/cart')) !== 'content') return;
        const lines = page.locator('main [data-testid="cart-line"]');
        const count = await lines.count();
        if (count === 0) return;
        const line = lines.nth(Math.floor(rand() * count));
        const quantity = Number(await line.getByTestId('quantity').textContent());
        const control = quantity <= 1 || rand() < 0.7 ? 'plus' : 'minus';
        const changed = page
          .waitForResponse(
            (response) =>
              ['PUT', 'PATCH'].includes(response.request().method()) &&
              /^\/api\/cart\/\d+$/.test(new URL(response.url()).pathname),
            { timeout: 15000 },
          )
          .catch(() => undefined);
        const started = now();
        await line.locator(`[data-control="${control}"]`).click({ timeout: 5000 });
        const response = await changed;
        event('change', {
          control,
          at: started,
          ms: now() - started,
          status: response?.status() ?? 'no answer',
        });
      },
    ],
    // The landing page.
    [5, () => load('/')],
  ];
  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  const nextAction = () => {
    let roll = rand() * total;
    for (const [weight, action] of actions) {
      roll -= weight;
      if (roll < 0) return action;
    }
    return actions[0][1];
  };

  /** Retry shown: press it until the page works again; reload only when that does not help. */
  const recover = async () => {
    const retry = page.locator('[role="alert"] button:has-text("Retry")').first();
    if (!(await retry.isVisible().catch(() => false))) return;
    const started = now();
    event('retry-seen', { path: path() });
    for (let presses = 1; presses <= 15; presses += 1) {
      await retry.click({ timeout: 3000 }).catch(() => undefined);
      const gone = await retry
        .waitFor({ state: 'hidden', timeout: 3000 })
        .then(() => true)
        .catch(() => false);
      if (gone) {
        event('recovered', { path: path(), presses, ms: now() - started });
        return;
      }
      await sleep(1000);
    }
    event('reload-needed', { path: path(), ms: now() - started });
    await page.reload({ timeout: pageTimeoutMs }).catch(() => undefined);
  };

  try {
    await load(pick(Object.values(sections))).finally(onFirstLoad);
    while (now() < until()) {
      if (page.isClosed()) await openPage();
      try {
        await nextAction()();
        counts.actions += 1;
        await recover();
      } catch (error) {
        event('visitor-error', { text: firstLine(error), url: page.url() });
      }
      await sleep(thinkMs.min + rand() * (thinkMs.max - thinkMs.min));
    }
    await settle();
  } finally {
    await context.close().catch(() => undefined);
  }
  return { visitorId, ledger, actions: counts.actions };
}
