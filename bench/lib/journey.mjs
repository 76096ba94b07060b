import { performance } from 'node:perf_hooks';
import { freshVisitor } from './browser.mjs';
import { median, medianOf } from './stats.mjs';

const firstCard = 'main a[data-testid="item-card"]';
const addToCart = 'main button:has-text("ADD TO CART")';
const cartLine = '[data-testid="cart-line"]';
const detailHeading = 'main h1';

/** Every section drawn has said it is live (`hydrated:<part>` marks), as the page-load part reads it. */
const pageLive = () => {
  const marks = performance.getEntriesByType('mark').map((mark) => mark.name);
  return marks.includes('hydrated:shell') && marks.includes('hydrated:delivery');
};

/**
 * The visitor in a hurry, in one fresh profile: opens /delivery, clicks the first card the moment
 * it shows, presses ADD TO CART the moment it shows, and waits for the cart view. Times in ms
 * from just before the navigation, read in Node: a JavaScript-off page runs no probe of its own.
 */
async function hurriedVisit(browser, siteUrl, { javaScript, cpuSlowdown }) {
  const { context, page } = await freshVisitor(browser, { javaScript, cpuSlowdown });
  try {
    const start = performance.now();
    const since = () => Math.round(performance.now() - start);
    await page.goto(`${siteUrl}/delivery`, { waitUntil: 'commit' });
    const card = page.locator(firstCard).first();
    await card.waitFor({ state: 'visible', timeout: 60000 });
    const cardShown = since();
    await card.click();
    const add = page.locator(addToCart).first();
    await add.waitFor({ state: 'visible', timeout: 60000 });
    const detailShown = since();
    await add.click();
    await page.locator(cartLine).first().waitFor({ state: 'visible', timeout: 60000 });
    return { cardShown, detailShown, cartView: since() };
  } finally {
    await context.close();
  }
}

/**
 * Card to detail once the page is done loading (live with JavaScript, loaded without): ms from the
 * press to the detail's heading, and with JavaScript the requests the press made, each with when
 * it started and ended (ms after the press), and whether one waited on another's answer.
 */
async function cardToDetail(browser, siteUrl, { javaScript, cpuSlowdown }) {
  const { context, page } = await freshVisitor(browser, { javaScript, cpuSlowdown });
  try {
    await page.goto(`${siteUrl}/delivery`, { waitUntil: 'load' });
    if (javaScript) await page.waitForFunction(pageLive, null, { timeout: 60000 });
    const card = page.locator(firstCard).first();
    await card.waitFor({ state: 'visible', timeout: 60000 });
    await card.hover();
    const requests = [];
    const pressedAt = performance.now();
    const at = () => Math.round(performance.now() - pressedAt);
    // Code and data: not the pictures, nor the telemetry the page sends on its own schedule.
    page.on('request', (request) => {
      const kind = request.resourceType();
      if (!['script', 'fetch', 'xhr', 'document'].includes(kind) || /telemetry/.test(request.url())) return;
      requests.push({ request, url: request.url(), start: at() });
    });
    page.on('requestfinished', (request) => {
      const entry = requests.find((found) => found.request === request);
      if (entry) entry.end = at();
    });
    const heading = page.locator(detailHeading);
    await card.click();
    await heading.waitFor({ state: 'visible', timeout: 60000 });
    const ms = at();
    // What the press started until the detail showed (and the item's reload, started as it drew),
    // and whether any of it started only after another had its answer. What the page fetches
    // after that, ahead of the next step, is not the press's.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const made = requests
      .filter(({ start }) => start <= ms)
      .map(({ url, start, end }) => ({ url: new URL(url).pathname, start, end }));
    const chained = made.filter((one) =>
      made.some((other) => other.end !== undefined && other.end <= one.start),
    );
    return { ms, requests: made, chained: chained.map((one) => one.url) };
  } finally {
    await context.close();
  }
}

/**
 * The journey part at one CPU speed: each measurement with JavaScript on and off, arms alternating
 * load by load so the machine's neighbours weigh on both.
 */
export async function measureJourney(browser, siteUrl, { runs = 5, cpuSlowdown = 1 } = {}) {
  const visits = { on: [], off: [] };
  const detail = { on: [], off: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const arm of run % 2 ? ['off', 'on'] : ['on', 'off']) {
      const javaScript = arm === 'on';
      visits[arm].push(await hurriedVisit(browser, siteUrl, { javaScript, cpuSlowdown }));
      detail[arm].push(await cardToDetail(browser, siteUrl, { javaScript, cpuSlowdown }));
    }
  }
  const steps = ['cardShown', 'detailShown', 'cartView'];
  return {
    on: medianOf(visits.on, steps),
    off: medianOf(visits.off, steps),
    visits,
    detail: {
      on: median(detail.on.map((one) => one.ms)),
      off: median(detail.off.map((one) => one.ms)),
      chained: [...new Set(detail.on.flatMap((one) => one.chained))],
      requests: detail.on.at(-1)?.requests ?? [],
    },
  };
}
