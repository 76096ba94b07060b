import { trackNetwork } from './network.mjs';

/**
 * A listing's main content: its first card's name (the card's heading, with text). It works
 * (is hydrated) once React has bound the sort select, so that choosing a sort reorders the cards.
 */
export const listingContent = {
  selector: 'main a[data-testid="item-card"] h2',
  text: '\\S',
  hydrated: 'main select',
};

/**
 * Runs in the page before any of its scripts: records first contentful paint, the latest
 * largest contentful paint, the first frame in which the page's main content (an
 * element matching `selector` whose text matches `text`) is laid out inside the viewport,
 * and the first in which React has hydrated the element matching `hydrated`.
 *
 * A frame counts while the document is still being parsed too: Chrome paints a page's HTML
 * as it parses it, so a server-rendered card is on screen before the parser's end (which
 * waits for the rest of the page). Until 2026-11-23 the first frame after the parser's end
 * was taken, which for a server-rendered page measured the whole document's parse, not the
 * card (issue 14 times "the first frame in which the first listing card's name is visible").
 *
 * @param {{ selector: string, text?: string, hydrated?: string }} content  `text`: a pattern
 *   (case-insensitive); no `hydrated`: hydration is not watched
 */
export function pageObserver({ selector, text, hydrated }) {
  const bench = (window.__bench = {
    fcp: undefined,
    lcp: undefined,
    lcpElement: undefined,
    content: undefined,
    hydrated: undefined,
    usable: undefined,
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = /** @type {LargestContentfulPaint} */ (entries[entries.length - 1]);
    bench.lcp = last.startTime;
    const element = last.element;
    const src = element && 'src' in element && element.src ? ` ${element.src}` : '';
    bench.lcpElement = element ? `${element.tagName.toLowerCase()}${src}`.slice(0, 120) : '';
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const pattern = text ? new RegExp(text, 'i') : undefined;
  const visible = () => {
    for (const element of document.querySelectorAll(selector)) {
      if (pattern && !pattern.test(element.textContent ?? '')) continue;
      const box = element.getBoundingClientRect();
      if (
        box.width > 0 &&
        box.height > 0 &&
        box.top < innerHeight &&
        getComputedStyle(element).visibility !== 'hidden'
      )
        return true;
    }
    return false;
  };
  const poll = () => {
    if (visible()) bench.content = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  // Hydrated: the first frame in which React has bound the `hydrated` element's handlers.
  const bound = () => {
    const element = document.querySelector(hydrated);
    if (element && Object.keys(element).some((key) => key.startsWith('__reactProps')))
      bench.hydrated = performance.now();
    else requestAnimationFrame(bound);
  };
  if (hydrated) requestAnimationFrame(bound);
  // Usable (issue 31): the first frame, once content shows, in which every visible button, link,
  // field and select of the page is live: React owns it and its root is no longer server HTML.
  // As the early-actions script reads it (shell/src/entry/early-actions/live.js): a committed fiber
  // (React's getNearestMountedFiber) under a root that is no longer dehydrated.
  const live = (element) => {
    const fiber = element[Object.keys(element).find((key) => key.startsWith('__reactFiber$'))];
    if (!fiber) return false;
    let node = fiber;
    let mounted = fiber;
    for (let next = fiber; next && !next.alternate; next = node.return) {
      node = next;
      if (node.flags & 4098) mounted = node.return;
    }
    while (node.return) node = node.return;
    return node.tag === 3 && mounted === fiber && !node.stateNode.current.memoizedState?.isDehydrated;
  };
  const allLive = () => {
    const controls = [...document.querySelectorAll('#root :is(button, a[href], input, select, textarea)')];
    return controls.every((control) => {
      const box = control.getBoundingClientRect();
      return box.width === 0 || box.height === 0 || box.top >= innerHeight || live(control);
    });
  };
  const usable = () => {
    if (bench.content !== undefined && allLive()) bench.usable = performance.now();
    else requestAnimationFrame(usable);
  };
  requestAnimationFrame(usable);
}

/**
 * One fresh-profile visit (a new browser context: empty cache, storage and cookies).
 * @returns bytes and requests by type, FCP, LCP and main-content time (ms from navigation start)
 */
export async function loadPage(
  browser,
  url,
  { content, cpuSlowdown = 1, viewport = { width: 1280, height: 800 } },
) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(pageObserver, content);
    const cdp = await context.newCDPSession(page);
    const network = await trackNetwork(cdp);
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    await page
      .waitForFunction(
        (hydrated) =>
          window.__bench.content !== undefined && (!hydrated || window.__bench.hydrated !== undefined),
        content.hydrated,
        { timeout: 60000 },
      )
      .catch(async (error) => {
        // Which page, at which CPU, and how far it got: a timeout alone says none of it.
        const state = await page.evaluate(() => JSON.stringify(window.__bench)).catch(() => '?');
        throw new Error(
          `${url} (CPU ${cpuSlowdown}x): ${error.message.split('\n')[0]}; ${state}; ${errors.join(' | ')}`,
        );
      });
    await network.quiet({ quietMs: 500, maxMs: 15000 });
    const timing = await page.evaluate(() => window.__bench);
    return { ...timing, ...network.summary(), errors };
  } finally {
    await context.close();
  }
}
