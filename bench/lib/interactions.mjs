import { freshVisitor } from './browser.mjs';
/** In the page: the time (performance.now) of every click, and a waiter for content. */
function interactionProbe() {
  const bench = (window.__interaction = {
    clicks: [],
    /** Resolves with the first frame's time in which `selector` is laid out in the viewport. */
    waitFor: (selector) =>
      new Promise((resolve) => {
        const poll = () => {
          const element = document.querySelector(selector);
          const box = element?.getBoundingClientRect();
          if (box && box.width > 0 && box.height > 0 && box.top < innerHeight) resolve(performance.now());
          else requestAnimationFrame(poll);
        };
        poll();
      }),
  });
  document.addEventListener('click', (event) => bench.clicks.push(event.timeStamp), true);
}

const tab = (key) => `nav[aria-label="Sections"] a[data-tab="${key}"]`;
// A section's content: its first listing card (the data has arrived and is drawn).
const sectionContent = {
  delivery: 'main a[data-testid="item-card"][href^="/delivery/"]',
  dinning: 'main a[data-testid="item-card"][href^="/dinning/"]',
  nightlife: 'main a[data-testid="item-card"][href^="/nightlife/"]',
};

/** Clicks a tab and returns ms from the click event to the section's content on screen. */
async function switchTo(page, key, { hoverMs = 0 } = {}) {
  if (hoverMs > 0) {
    await page.hover(tab(key));
    await page.waitForTimeout(hoverMs);
  }
  const shown = page.evaluate((selector) => window.__interaction.waitFor(selector), sectionContent[key]);
  const clicksBefore = await page.evaluate(() => window.__interaction.clicks.length);
  await page.click(tab(key));
  const contentAt = await shown;
  const clickAt = await page.evaluate((index) => window.__interaction.clicks[index], clicksBefore);
  return contentAt - clickAt;
}

/**
 * Tab switches in one fresh profile, starting at /delivery:
 * - cold: to Dinning Out, whose remote has not been loaded (click only),
 * - coldHover: to Nightlife after resting the pointer on the tab for 300 ms (prefetch),
 * - warm: back to Delivery, whose remote is loaded already.
 */
export async function measureTabSwitches(browser, siteUrl, { cpuSlowdown = 1 } = {}) {
  const { context, page } = await freshVisitor(browser, { init: interactionProbe, cpuSlowdown });
  try {
    await page.goto(`${siteUrl}/delivery`);
    await page.waitForSelector(sectionContent.delivery, { timeout: 60000 });
    await page.waitForLoadState('networkidle');
    // Idle prefetching (if any) has had its chance; the pointer is away from the tabs.
    await page.mouse.move(640, 700);
    const cold = await switchTo(page, 'dinning');
    await page.waitForLoadState('networkidle');
    await page.mouse.move(640, 700);
    const coldHover = await switchTo(page, 'nightlife', { hoverMs: 300 });
    await page.waitForLoadState('networkidle');
    await page.mouse.move(640, 700);
    const warm = await switchTo(page, 'delivery');
    return { cold, coldHover, warm };
  } finally {
    await context.close();
  }
}

/**
 * In the page: for every keystroke in the search box, the time from its keydown to the
 * DOM showing the results for the new text (commit), and to the next frame (painted).
 * `window.__searchShown()` says whether the focused box's popup shows its results for the text
 * in it (options that match, or the scope's "no … found"), as opposed to nothing yet, "Loading …"
 * or the lists' error.
 */
function searchProbe() {
  const samples = (window.__search = []);
  let pending;
  const resultsMatch = (input) => {
    const query = input.value.trim().toLowerCase();
    const popup = document.getElementById(input.getAttribute('aria-controls'))?.parentElement;
    if (!popup || query === '') return false;
    const options = [...popup.querySelectorAll('[role="option"]')];
    // 'no dishes found' (the top bar's box), 'no restaurants, cuisines or dishes found' (the landing page's).
    if (options.length === 0)
      return /\bno (dishes|restaurants, cuisines or dishes) found\b/i.test(popup.textContent ?? '');
    return options.every((option) =>
      [...option.querySelectorAll('mark')].some((mark) => mark.textContent.toLowerCase() === query),
    );
  };
  window.__searchShown = () => {
    const input = document.activeElement;
    return input instanceof HTMLInputElement && resultsMatch(input);
  };
  const check = () => {
    if (!pending || !resultsMatch(pending.input)) return;
    const sample = pending;
    pending = undefined;
    sample.commit = performance.now() - sample.keydown;
    requestAnimationFrame(() => {
      sample.frame = performance.now() - sample.keydown;
      samples.push({ key: sample.key, commit: sample.commit, frame: sample.frame });
    });
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  document.addEventListener(
    'keydown',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.getAttribute('role') !== 'combobox') return;
      pending = { input, key: event.key, keydown: event.timeStamp };
    },
    true,
  );
}

/**
 * In the page: how many dishes the search lists the server sent with the page hold (the
 * `["search", scope]` entries of #ssr-data, shell/src/features/search/components/search-lists-in-page.tsx),
 * undefined when the page carries none (its render budget left them to the browser).
 */
function dishesInPage() {
  try {
    const entries = JSON.parse(document.getElementById('ssr-data')?.textContent || '{}');
    const sizes = Object.entries(entries)
      .filter(([key, entry]) => key.startsWith('["search",') && entry?.status === 'ready')
      .map(([, entry]) => entry.data?.dishes?.length)
      .filter((size) => typeof size === 'number');
    return sizes.length ? Math.max(...sizes) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Types into the landing page's search (restaurants, cuisines and dishes) over a large /global
 * list, one key every 200 ms (a fast typist), and returns one sample per keystroke.
 *
 * A server-rendered page carries the box's lists in its data (docs/serving.md, ADR 0021): the
 * browser asks for them only when the render budget left them out. Either way, the box searches
 * once the page is live and the lists are in: a first word, filled in (no keydown, so no sample),
 * showing its results says both; the keystrokes are timed after that. `listsFrom` says where the
 * lists came from: 'page', 'browser' (GET /api/global) or 'unknown' (neither seen).
 */
export async function measureSearch(browser, siteUrl, { words = ['pizza', 'burger'], cpuSlowdown = 1 } = {}) {
  const { context, page } = await freshVisitor(browser, { init: searchProbe, cpuSlowdown });
  try {
    /** @type {import('playwright-core').Response | undefined} */
    let listResponse;
    page.on('response', (response) => {
      if (/\/api\/global$/.test(new URL(response.url()).pathname)) listResponse = response;
    });
    await page.goto(siteUrl);
    await page.waitForLoadState('networkidle');
    const input = page.getByRole('combobox').first();
    await input.click();
    await input.fill(words[0]);
    await page
      .waitForFunction(() => window.__searchShown(), null, { timeout: 60000 })
      .catch(async (error) => {
        const shown = await page
          .evaluate(() => document.querySelector('[role="search"]')?.textContent?.trim().slice(0, 200))
          .catch(() => undefined);
        throw new Error(
          `the search box showed no results for "${words[0]}" (it showed: ${JSON.stringify(shown ?? '')}): ${error.message}`,
        );
      });
    await input.fill('');
    await page.evaluate(() => {
      window.__search.length = 0;
    });
    for (const word of words) {
      await input.fill('');
      await page.waitForTimeout(200);
      for (const key of word) {
        await page.keyboard.press(key);
        await page.waitForTimeout(200);
      }
    }
    const samples = await page.evaluate(() => window.__search);
    const inPage = await page.evaluate(dishesInPage);
    // A very large body may be gone from DevTools' cache by now: its size is then unknown.
    const fetched = listResponse && (await listResponse.json().catch(() => undefined));
    return {
      listSize: inPage ?? (Array.isArray(fetched) ? fetched.length : undefined),
      listsFrom: inPage !== undefined ? 'page' : listResponse ? 'browser' : 'unknown',
      keystrokes: words.join('').length,
      samples,
    };
  } finally {
    await context.close();
  }
}
