import { measureSearch } from './interactions.mjs';
import { listingContent, pageObserver } from './page-load.mjs';
import { trackNetwork } from './network.mjs';
import { median, medianOf, percentile } from './stats.mjs';

/** The catalogue sizes of the scale section: every list answered with N items. */
export const scaleSizes = [84, 1000, 10000, 100000];
/** The sizes at which the search is measured too (the smallest, for comparison). */
export const scaleSearchSizes = [84, 100000];

/**
 * In the page, before its scripts: long tasks, and for every change of a form control the
 * time from the change event to the next animation frame (by then the change is drawn:
 * a select's change is a discrete event, rendered at once).
 */
function scaleProbe() {
  const probe = (window.__scale = { longTasks: [], changes: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.addEventListener(
    'change',
    (event) => {
      const at = event.timeStamp;
      requestAnimationFrame(() => probe.changes.push(performance.now() - at));
    },
    true,
  );
}

const elementCount = (page) => page.evaluate(() => document.getElementsByTagName('*').length);

/** Chooses an option of one of the listing's controls; returns ms from change to next frame. */
async function changeControl(page, name, value) {
  const before = await page.evaluate(() => window.__scale.changes.length);
  await page.getByRole('main').getByRole('combobox', { name }).selectOption(value);
  await page.waitForFunction((count) => window.__scale.changes.length > count, before);
  return page.evaluate((index) => window.__scale.changes[index], before);
}

/** The warm-up a running site has had: the render server has loaded the remote, the data
 * service has answered the list once. */
async function warm(siteUrl) {
  for (const path of ['/delivery', '/delivery', '/api/random']) await fetch(`${siteUrl}${path}`);
}

const summary = (visits) => ({
  ...medianOf(visits, ['content', 'longTasks', 'sort', 'filter', 'domTop', 'domMiddle', 'heap']),
  // Every visit's first card, to see the spread behind the median.
  contentRuns: visits
    .filter((visit) => visit.content !== undefined)
    .map((visit) => Math.round(visit.content)),
  errors: [...new Set(visits.flatMap((visit) => visit.errors))],
  consoleErrors: [...new Set(visits.flatMap((visit) => visit.consoleErrors))],
});

/** How many visits had their search lists from where (measureSearch's `listsFrom`): { page: 5 }. */
export const listsFromCounts = (searches) =>
  searches.reduce((counts, { listsFrom }) => ({ ...counts, [listsFrom]: (counts[listsFrom] ?? 0) + 1 }), {});

const searchSummary = (searches) => {
  const samples = searches.flatMap((search) => search.samples);
  const of = (field) => samples.map((sample) => sample[field]);
  return {
    samples: samples.length,
    commit: median(of('commit')),
    frame: median(of('frame')),
    frameP95: percentile(of('frame'), 95),
    listsFrom: listsFromCounts(searches),
  };
};

/**
 * Fresh-profile visits at each size in each round: a single visit's first card varies up to
 * 3x on a busy machine (194-616 ms at 10,000 items in one run), so the median of 5 visits
 * moved a size's ratio to the 84-item figure by 0.3-0.5; 15 visits hold it steadier.
 */
const visitsPerRound = 3;

/**
 * The scale section: `runs` rounds, each visiting /delivery `visitsPerRound` times at every size (and searching
 * at `scaleSearchSizes`), so that a busy machine slows every size alike and sizes compare
 * within one run (figures from a busy machine still vary from visit to visit: the report
 * lists every visit's first card). `startSite(size)` serves the site on a data service with every list `size`
 * items long ({ url, stop }): one at a time, since a render server reads one data service.
 */
export async function measureScale(browser, { runs, startSite, log }) {
  const visits = Object.fromEntries(scaleSizes.map((size) => [size, []]));
  const searches = Object.fromEntries(scaleSearchSizes.map((size) => [size, []]));
  /**
   * What could not be measured, by size: a site that did not start, a visit or a search that
   * failed. The rest of the part is still measured and kept (a failed visit counts as an error
   * of its size: the page did not work).
   * @type {Record<string, string[]>}
   */
  const problems = {};
  const failed = (size, what, error) => {
    const message = `${what}: ${error instanceof Error ? error.message : String(error)}`;
    (problems[size] ??= []).push(message);
    log(`scale: at ${size} items, ${message}`);
    return message;
  };
  for (let run = 0; run < runs; run += 1) {
    // Each round starts at another size, so that no size always follows the largest one's
    // shutdown (or the machine's quiet start).
    const order = scaleSizes.map((_, index) => scaleSizes[(index + run) % scaleSizes.length]);
    for (const size of order) {
      let site;
      try {
        site = await startSite(size);
        await warm(site.url);
      } catch (error) {
        failed(size, site ? 'the site did not answer' : 'the site did not start', error);
        await site?.stop().catch(() => undefined);
        continue;
      }
      try {
        for (let visit = 0; visit < visitsPerRound; visit += 1)
          visits[size].push(
            await measureVisit(browser, `${site.url}/delivery`).catch((error) => ({
              errors: [failed(size, 'a visit failed', error)],
              consoleErrors: [],
            })),
          );
        if (searches[size])
          await measureSearch(browser, site.url).then(
            (search) => searches[size].push(search),
            (error) => failed(size, 'the search could not be measured', error),
          );
      } finally {
        await site.stop();
      }
    }
    log(`scale: round ${run + 1} of ${runs}`);
  }
  const mapSizes = (bySize, summarise) =>
    Object.fromEntries(Object.entries(bySize).map(([size, entries]) => [size, summarise(entries)]));
  return {
    sizes: mapSizes(visits, summary),
    search: mapSizes(searches, searchSummary),
    ...(Object.keys(problems).length && { problems }),
  };
}

/**
 * One fresh-profile visit to a listing at full CPU: the first card on screen, long tasks
 * until the page is quiet, a price sort and a city filter (change to next frame), DOM
 * elements at the top and halfway down the list, and the JS heap after garbage collection.
 */
async function measureVisit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    // Uncaught errors and a crash say the page does not work; console errors are reported.
    const errors = [];
    const consoleErrors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('crash', () => errors.push('the tab crashed'));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 160));
    });
    await page.addInitScript(pageObserver, { selector: listingContent.selector, text: listingContent.text });
    await page.addInitScript(scaleProbe);
    const cdp = await context.newCDPSession(page);
    const network = await trackNetwork(cdp);
    await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    await page.waitForFunction(() => window.__bench.content !== undefined, null, { timeout: 60000 });
    await network.quiet({ quietMs: 500, maxMs: 15000 });
    const { content, longTasks } = await page.evaluate(() => ({
      content: window.__bench.content,
      longTasks: window.__scale.longTasks.reduce((sum, task) => sum + task.duration, 0),
    }));
    const domTop = await elementCount(page);
    const sort = await changeControl(page, /^Price\b/, 'ascPrice');
    const filter = await changeControl(page, /^City\b/, 'Noida');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.waitForTimeout(300);
    const domMiddle = await elementCount(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return { content, longTasks, sort, filter, domTop, domMiddle, heap: usedSize, errors, consoleErrors };
  } finally {
    await context.close();
  }
}
