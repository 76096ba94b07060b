import { performance } from 'node:perf_hooks';
import { freshVisitor } from './browser.mjs';
import { median, medianOf } from './stats.mjs';

const firstCard = 'main a[data-testid="item-card"]';
// A detail's ADD TO CART, found by its text.
const addToCart = { selector: 'main button', text: 'ADD TO CART' };
const cartLine = '[data-testid="cart-line"]';

/** Every section drawn has said it is live (`hydrated:<part>` marks), as the page-load part reads it. */
const pageLive = () => {
  const marks = performance.getEntriesByType('mark').map((mark) => mark.name);
  return marks.includes('hydrated:shell') && marks.includes('hydrated:delivery');
};

/**
 * In every page of the visit, before its scripts: the visitor in a hurry, acting in the first
 * frame that shows each control (a press with the events a mouse press sends), whichever page
 * shows it: the first card, then ADD TO CART, then the cart view's first line. Each step's
 * wall-clock time goes to sessionStorage, which the visit's later pages (a link or a form's
 * answer) read on from; `origin` is the first page's navigation start.
 */
function hurriedProbe({ card, add, line }) {
  const stored = (name) => sessionStorage.getItem(`bench:hurry:${name}`);
  const store = (name, value) => sessionStorage.setItem(`bench:hurry:${name}`, String(value));
  if (!stored('origin')) store('origin', performance.timeOrigin);
  const now = () => performance.timeOrigin + performance.now();
  const shown = (element) => {
    if (!element?.checkVisibility({ visibilityProperty: true })) return undefined;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight ? box : undefined;
  };
  const press = (element, box) => {
    const at = {
      bubbles: true,
      cancelable: true,
      composed: true,
      button: 0,
      clientX: box.left + box.width / 2,
      clientY: box.top + box.height / 2,
    };
    const pointer = { ...at, pointerType: 'mouse', isPrimary: true };
    element.dispatchEvent(new PointerEvent('pointerdown', pointer));
    element.dispatchEvent(new MouseEvent('mousedown', at));
    element.focus({ preventScroll: true });
    element.dispatchEvent(new PointerEvent('pointerup', pointer));
    element.dispatchEvent(new MouseEvent('mouseup', at));
    element.dispatchEvent(new MouseEvent('click', at));
  };
  const steps = [
    { name: 'cardShown', selector: card },
    { name: 'detailShown', ...add },
    { name: 'cartView', selector: line, last: true },
  ];
  const look = () => {
    const step = steps.find(({ name }) => !stored(name));
    if (!step) return;
    const element = [...document.querySelectorAll(step.selector)].find(
      (candidate) =>
        (step.text === undefined || candidate.textContent?.trim() === step.text) && shown(candidate),
    );
    const box = element && shown(element);
    if (box) {
      store(step.name, now());
      // Whether the page's script took the press (the page was live) or the browser did.
      const live = performance.getEntriesByType('mark').some((mark) => mark.name === 'hydrated:shell');
      if (!step.last) store(`${step.name}:live`, live ? 'yes' : 'no');
      if (!step.last) press(element, box);
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** Reads the hurried visit's steps from whichever page is there, once all are done (or undefined). */
async function hurriedSteps(page, giveUpMs) {
  const deadline = Date.now() + giveUpMs;
  while (Date.now() < deadline) {
    try {
      const steps = await page.evaluate(() =>
        ['origin', 'cardShown', 'detailShown', 'cartView'].map((name) =>
          Number(sessionStorage.getItem(`bench:hurry:${name}`)),
        ),
      );
      if (steps.every(Boolean)) return steps;
    } catch {
      // The page was left (its context destroyed): ask the next one.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

/**
 * The visitor in a hurry, in one fresh profile: opens /delivery, presses the first card in the
 * frame it shows, presses ADD TO CART in the frame it shows, and is done in the frame that shows
 * the cart view. ms from the first page's navigation start, on the page's clock. "Off" is the same
 * visit with the site's scripts refused (the probe, run by the browser itself, still acts): the
 * links and forms the server answers. A page busy with its script shows a control in a later
 * frame, which is what the visitor waits for.
 */
async function hurriedVisit(browser, siteUrl, { javaScript, cpuSlowdown }) {
  const { context, page } = await freshVisitor(browser, {
    init: hurriedProbe,
    initArg: { card: firstCard, add: addToCart, line: cartLine },
    cpuSlowdown,
  });
  try {
    if (!javaScript) await context.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(`${siteUrl}/delivery`, { waitUntil: 'commit' });
    const steps = await hurriedSteps(page, 60000);
    if (!steps) {
      const reached = await page
        .evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('bench:hurry:')))
        .catch(() => []);
      throw new Error(
        `the hurried visit did not reach the cart view (${javaScript ? 'on' : 'off'}): at ${page.url()}, steps ${reached.join(', ')}`,
      );
    }
    const [, cardShown, detailShown, cartView] = steps.map((at) => Math.round(at - steps[0]));
    const pressedLive = await page.evaluate(() =>
      ['cardShown', 'detailShown'].filter(
        (name) => sessionStorage.getItem(`bench:hurry:${name}:live`) === 'yes',
      ),
    );
    return { cardShown, detailShown, cartView, pressedLive };
  } finally {
    await context.close();
  }
}

/**
 * In every page of the visit, before its scripts: when a card's press was dispatched (the click's
 * own time stamp) and when the detail's heading (`name`) is first in a frame, as wall-clock times
 * in sessionStorage, so a press on one document and a heading on the next (a link the browser
 * follows) are on one clock. Also the press on the page's own clock, for its resource timings.
 */
function watchPress(name) {
  const key = (what) => `bench:press:${what}`;
  addEventListener(
    'click',
    (event) => {
      if (sessionStorage.getItem(key('at'))) return;
      sessionStorage.setItem(key('at'), String(performance.timeOrigin + event.timeStamp));
      sessionStorage.setItem(key('page'), String(event.timeStamp));
    },
    { capture: true },
  );
  const look = () => {
    const heading = document.querySelector('main h1');
    if (sessionStorage.getItem(key('at')) && heading?.textContent?.trim() === name) {
      sessionStorage.setItem(key('heading'), String(performance.timeOrigin + performance.now()));
      sessionStorage.setItem(key('headingPage'), String(performance.now()));
    } else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** In the page: the press and heading watchPress stored, once both are there (or undefined). */
const pressSeen = () => {
  const read = (what) => Number(sessionStorage.getItem(`bench:press:${what}`)) || undefined;
  const [at, heading, page, headingPage] = ['at', 'heading', 'page', 'headingPage'].map(read);
  return at && heading ? { at, heading, page, headingPage } : undefined;
};

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
 * Card to detail once the page is done loading (live with JavaScript; loaded, its scripts refused,
 * without): ms from the press (the click event's time) to the first frame with the detail's own
 * heading (the card's name), on the pages' clocks, not the test driver's. With JavaScript, also
 * the requests made from the pointer's arrival on the card (intent) to that heading, each with
 * when it started and ended (ms after the press), and those that waited on another's answer:
 * started after the press and after a request that ended after the press. A request the press
 * starts at once, or one that intent started before it, waits on nothing.
 */
async function cardToDetail(browser, siteUrl, { javaScript, cpuSlowdown }) {
  const { context, page } = await freshVisitor(browser, { cpuSlowdown });
  try {
    if (!javaScript) await context.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(`${siteUrl}/delivery`, { waitUntil: 'load' });
    if (javaScript) await page.waitForFunction(pageLive, null, { timeout: 60000 });
    const card = page.locator(firstCard).first();
    await card.waitFor({ state: 'visible', timeout: 60000 });
    const name = (await card.locator('h2').textContent())?.trim() ?? '';
    await page.addInitScript(watchPress, name);
    await page.evaluate(watchPress, name);
    const intentAt = await page.evaluate(() => performance.now());
    await card.hover();
    await card.click();
    const seen = await (await page.waitForFunction(pressSeen, null, { timeout: 60000 })).jsonValue();
    const ms = Math.round(seen.heading - seen.at);
    if (!javaScript) return { ms, requests: [], chained: [] };
    // What intent and the press started until the detail showed; what the page fetches after
    // that, ahead of the next step, is not the press's.
    const press = seen.page;
    const made = (await page.evaluate(requestsSince, intentAt)).filter(
      (one) => one.start <= seen.headingPage,
    );
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
