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
 */
function searchProbe() {
  const samples = (window.__search = []);
  let pending;
  const resultsMatch = (input) => {
    const query = input.value.trim().toLowerCase();
    const popup = document.getElementById(input.getAttribute('aria-controls'))?.parentElement;
    if (!popup || query === '') return false;
    const options = [...popup.querySelectorAll('[role="option"]')];
    if (options.length === 0) return /no dishes found/i.test(popup.textContent ?? '');
    return options.every((option) =>
      [...option.querySelectorAll('mark')].some((mark) => mark.textContent.toLowerCase() === query),
    );
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
 * Types into the landing page's search (restaurants, cuisines and dishes) over a large /global
 * list, one key every 200 ms (a fast typist), and returns one sample per keystroke.
 */
export async function measureSearch(browser, siteUrl, { words = ['pizza', 'burger'], cpuSlowdown = 1 } = {}) {
  const { context, page } = await freshVisitor(browser, { init: searchProbe, cpuSlowdown });
  try {
    const listLoaded = page.waitForResponse((response) => /\/api\/global$/.test(response.url()), {
      timeout: 60000,
    });
    await page.goto(siteUrl);
    // A very large body may be gone from DevTools' cache by now: its size is then unknown.
    const list = await (await listLoaded).json().catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const input = page.getByRole('combobox').first();
    await input.click();
    for (const word of words) {
      await input.fill('');
      await page.waitForTimeout(200);
      for (const key of word) {
        await page.keyboard.press(key);
        await page.waitForTimeout(200);
      }
    }
    const samples = await page.evaluate(() => window.__search);
    return { listSize: list?.length, keystrokes: words.join('').length, samples };
  } finally {
    await context.close();
  }
}
