import { freshVisitor } from './browser.mjs';
import { median } from './stats.mjs';

/**
 * "First action answered" (issue 31): a visitor opens a server-rendered page and acts the
 * moment the control is visible; the figure is the time, from navigation start, of the first
 * frame that shows the answer. An action with no answer within `giveUpMs` (or, for ADD TO
 * CART, not posted exactly once) is lost.
 */

/**
 * In each page, before its scripts: a waiter for the first frame that shows `selector`
 * (`count` of them, each showing `text`, when given), as a wall-clock time, so an answer that is a new page (the
 * listing's form sent before the page was live) is timed from the first page's navigation.
 */
function answerProbe() {
  window.__firstAction = {
    within: (waiting, ms) =>
      Promise.race([waiting, new Promise((resolve) => setTimeout(() => resolve(undefined), ms))]),
    shown: (selector, text, choose) =>
      new Promise((resolve) => {
        const poll = () => {
          const control = [...document.querySelectorAll(selector)].find(
            (element) => text === undefined || element.textContent?.trim() === text,
          );
          const box = control?.getBoundingClientRect();
          if (box && box.width > 0 && box.bottom > 0 && box.top < innerHeight) {
            // A choice is made in the frame the select shows, as Playwright's selectOption makes
            // it (the value set, then input and change), without its round trips to the page.
            if (choose !== undefined && control instanceof HTMLSelectElement) {
              control.value = choose;
              control.dispatchEvent(new Event('input', { bubbles: true }));
              control.dispatchEvent(new Event('change', { bubbles: true }));
            }
            resolve({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
          } else requestAnimationFrame(poll);
        };
        poll();
      }),
    when: (selector, count, text) =>
      new Promise((resolve) => {
        const poll = () => {
          const shown = [...document.querySelectorAll(selector)];
          const found = shown.every((element) => text === undefined || element.textContent?.includes(text))
            ? shown.length
            : 0;
          if (count === undefined ? found > 0 : found === count)
            resolve(performance.timeOrigin + performance.now());
          else requestAnimationFrame(poll);
        };
        poll();
      }),
  };
}

/**
 * The wall-clock time of the first frame that shows the answer, in whichever page shows it: a
 * waiter in a page that is left for a new one is destroyed with it, and asked again in the next.
 */
async function answeredAt(page, { selector, text }, count, giveUpMs) {
  const deadline = Date.now() + giveUpMs;
  while (Date.now() < deadline) {
    try {
      return await page.evaluate(
        ([wanted, cards, showing, ms]) =>
          window.__firstAction.within(window.__firstAction.when(wanted, cards, showing), ms),
        /** @type {const} */ ([selector, count, text, deadline - Date.now()]),
      );
    } catch {
      // The page was left (its context destroyed): ask the next one.
    }
  }
  return undefined;
}

/**
 * The three journeys: `control` is what the visitor acts on, `act` what they do the frame it
 * shows (at `at`, the control's centre; a select's choice, `choose`, is made in that frame); `answer` is what shows once it is answered
 * (`count: 'noida'`: as many cards as /random has in Noida). The bench waits for the control in
 * the page, frame by frame, and then acts: Playwright's own wait for an element polls with
 * back-off (up to 500 ms between looks), and its click waits for more frames (the element
 * stable, then hit-tested), so it acted up to half a second after the control showed.
 */
export const journeys = {
  city: {
    path: '/delivery',
    control: { selector: 'main select', choose: 'Noida' },
    // Chosen by the probe in the frame the select shows (`choose`).
    act: async () => undefined,
    // Every card in Noida: a list still arriving may hold as many cards of any city.
    answer: { selector: 'main [data-testid="item-card"]', count: 'noida', text: 'Noida' },
  },
  addToCart: {
    path: '/delivery/cake/3',
    control: { selector: 'main button', text: 'ADD TO CART' },
    act: (page, at) => page.mouse.click(at.x, at.y),
    answer: { selector: '[data-testid="cart-line"]' },
    posts: 1,
  },
  login: {
    path: '/delivery',
    control: { selector: 'header button', text: 'Login' },
    act: (page, at) => page.mouse.click(at.x, at.y),
    // The modal is a native <dialog> (its role is implicit): the one the press opens at once
    // ('Opening login…'), then auth's. `then` is reported beside it: auth's form, ready to type in.
    answer: { selector: 'dialog[open], [role="dialog"]' },
    then: { selector: 'dialog[open] form input' },
  },
};

/** One try of a journey in a fresh profile: { answeredMs, thenMs } or { lost: reason }. */
async function tryJourney(browser, siteUrl, journey, { cpuSlowdown, noidaCards, giveUpMs }) {
  const { context, page } = await freshVisitor(browser, { init: answerProbe, cpuSlowdown });
  try {
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/cart$/.test(request.url())) posts += 1;
    });
    await page.goto(`${siteUrl}${journey.path}`, { waitUntil: 'commit' });
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    const at = await page
      .evaluate(
        ([{ selector, text, choose }, ms]) =>
          window.__firstAction.within(window.__firstAction.shown(selector, text, choose), ms),
        /** @type {const} */ ([journey.control, giveUpMs]),
      )
      .catch(() => undefined);
    if (!at) return { lost: 'control never shown' };
    await journey.act(page, at);
    const count = journey.answer.count === 'noida' ? noidaCards : undefined;
    const answeredAtMs = await answeredAt(page, journey.answer, count, giveUpMs);
    if (answeredAtMs === undefined) return { lost: 'no answer' };
    const answeredMs = answeredAtMs - navigationStart;
    const thenAtMs = journey.then && (await answeredAt(page, journey.then, undefined, giveUpMs));
    const thenMs = thenAtMs ? thenAtMs - navigationStart : undefined;
    if (journey.posts !== undefined) {
      // A second post would come from the same click, replayed: give it the time to show.
      await page.waitForTimeout(300);
      if (posts !== journey.posts) return { lost: `${posts} cart posts` };
    }
    return { answeredMs, thenMs };
  } finally {
    await context.close();
  }
}

/**
 * `tries` fresh visits per journey: the median answer time and how many were lost.
 * `noidaCards`: how many cards the city journey's answer shows (the Noida items of /random).
 */
export async function measureFirstActions(browser, siteUrl, { cpuSlowdown = 1, tries = 20, noidaCards }) {
  const results = {};
  for (const [name, journey] of Object.entries(journeys)) {
    const answered = [];
    const then = [];
    const lost = [];
    for (let attempt = 0; attempt < tries; attempt += 1) {
      const outcome = await tryJourney(browser, siteUrl, journey, {
        cpuSlowdown,
        noidaCards,
        giveUpMs: 15000,
      });
      if (outcome.lost) lost.push(outcome.lost);
      else answered.push(outcome.answeredMs);
      if (outcome.thenMs !== undefined) then.push(outcome.thenMs);
    }
    results[name] = {
      tries,
      lost: lost.length,
      lostReasons: [...new Set(lost)],
      answered: median(answered),
      ...(journey.then && { then: median(then) }),
    };
  }
  return results;
}
