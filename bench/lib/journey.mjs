import { performance } from 'node:perf_hooks';
import { freshVisitor } from './browser.mjs';
import { median, medianOf } from './stats.mjs';

const firstCard = 'main a[data-testid="item-card"]';
const addToCart = 'main button:has-text("ADD TO CART")';
const cartLine = '[data-testid="cart-line"]';

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
 * In the page, before the press: when the press is dispatched and when the detail's heading (the
 * card's name) is first in a frame, on the page's own clock, as its resource timings are.
 */
function watchPress(name) {
  const seen = { press: undefined, heading: undefined };
  window.__press = seen;
  addEventListener('click', () => (seen.press = performance.now()), { capture: true, once: true });
  const look = () => {
    const heading = document.querySelector('main h1');
    if (heading?.textContent?.trim() === name) seen.heading = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** In the page: the code and data requests from `since` on (not pictures, nor telemetry). */
function requestsSince(since) {
  return /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
    .filter(
      (entry) =>
        entry.startTime >= since &&
        ['script', 'link', 'fetch', 'xmlhttprequest', 'other'].includes(entry.initiatorType) &&
        !/telemetry|\.(css|svg|webp|png)$/.test(new URL(entry.name).pathname),
    )
    .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd }));
}

/**
 * Card to detail once the page is done loading (live with JavaScript, loaded without): ms from
 * the press to the detail's own heading (the card's name), and with JavaScript the requests made
 * from the pointer's arrival on the card (intent) to that heading, each with when it started and
 * ended (ms after the press), and those that waited on another's answer: started after the press
 * and after a request that ended after the press. A request the press starts at once, or one that
 * intent started before it, waits on nothing.
 */
async function cardToDetail(browser, siteUrl, { javaScript, cpuSlowdown }) {
  const { context, page } = await freshVisitor(browser, { javaScript, cpuSlowdown });
  try {
    await page.goto(`${siteUrl}/delivery`, { waitUntil: 'load' });
    if (javaScript) await page.waitForFunction(pageLive, null, { timeout: 60000 });
    const card = page.locator(firstCard).first();
    await card.waitFor({ state: 'visible', timeout: 60000 });
    const name = (await card.locator('h2').textContent())?.trim() ?? '';
    const intentAt = javaScript ? await page.evaluate(() => performance.now()) : 0;
    if (javaScript) await page.evaluate(watchPress, name);
    await card.hover();
    const heading = page.getByRole('heading', { level: 1, name, exact: true });
    const pressedAt = performance.now();
    await card.click();
    await heading.waitFor({ state: 'visible', timeout: 60000 });
    const ms = Math.round(performance.now() - pressedAt);
    if (!javaScript) return { ms, requests: [], chained: [] };
    // What intent and the press started until the detail showed; what the page fetches after
    // that, ahead of the next step, is not the press's.
    await page.waitForFunction(() => window.__press?.heading !== undefined, null, { timeout: 60000 });
    const { press, heading: shownAt } = await page.evaluate(() => window.__press);
    const made = (await page.evaluate(requestsSince, intentAt)).filter((one) => one.start <= shownAt);
    const chained = made.filter(
      (one) => one.start > press && made.some((other) => other.end > press && other.end <= one.start),
    );
    const fromPress = (at) => Math.round(at - press);
    return {
      ms,
      requests: made.map(({ url, start, end }) => ({ url, start: fromPress(start), end: fromPress(end) })),
      chained: chained.map((one) => one.url),
    };
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
