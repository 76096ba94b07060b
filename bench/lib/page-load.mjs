import { trackNetwork } from './network.mjs';

/**
 * A listing's main content: its first card's name (the card's heading, with text). It works
 * (is hydrated) once its section says it is live.
 */
export const listingContent = {
  selector: 'main a[data-testid="item-card"] h2',
  text: '\\S',
  hydrated: true,
};

/**
 * Runs in the page before any of its scripts: records first contentful paint, the latest
 * largest contentful paint, the first frame in which the page's main content (an
 * element matching `selector` whose text matches `text`) is laid out inside the viewport,
 * and when the page's sections (`hydrated`) and all of it (`usable`) are live.
 *
 * A frame counts while the document is still being parsed too: Chrome paints a page's HTML
 * as it parses it, so a server-rendered card is on screen before the parser's end (which
 * waits for the rest of the page). Until 2026-11-23 the first frame after the parser's end
 * was taken, which for a server-rendered page measured the whole document's parse, not the
 * card (the budget times "the first frame in which the first listing card's name is visible").
 *
 * @param {{ selector: string, text?: string, hydrated?: boolean }} content  `text`: a pattern
 *   (case-insensitive); no `hydrated`: hydration is not waited for
 */
export function pageObserver({ selector, text }) {
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
  // Live: each part of the page says so with a performance mark once hydrated
  // (shared/src/federation/live-mark.ts): the shell, and each section the server drew (#ssr-data).
  const sections = () => {
    try {
      return Object.keys(JSON.parse(document.getElementById('ssr-data')?.dataset.remotes ?? '{}'));
    } catch {
      return [];
    }
  };
  /** When the last of these parts said it was live, or undefined while one has not. */
  const liveAt = (parts) => {
    let at = 0;
    for (const part of parts) {
      const mark = performance.getEntriesByName(`hydrated:${part}`, 'mark')[0];
      if (!mark) return undefined;
      at = Math.max(at, mark.startTime);
    }
    return at;
  };
  // Hydrated: the page's sections are live. Usable: the first frame, once content
  // shows, in which the whole page (the shell too) is live.
  const watch = () => {
    // The list of sections is whole once the page is parsed.
    const drawn = document.readyState === 'loading' ? undefined : sections();
    if (drawn) bench.hydrated ??= liveAt(drawn);
    if (drawn && bench.content !== undefined && liveAt(['shell', ...drawn]) !== undefined)
      bench.usable = performance.now();
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
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
