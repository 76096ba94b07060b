import { freshVisitor } from './browser.mjs';
import { median } from './stats.mjs';

/**
 * "First action answered": a visitor opens a server-rendered page and acts the
 * moment the control is visible; the figure is the time, from navigation start, of the first
 * frame that shows the answer. An action with no answer within `giveUpMs` (or, for ADD TO
 * CART, not posted exactly once) is lost.
 */

/** The visit's sessionStorage mark that the probe has acted (in this page or an earlier one). */
const actedKey = 'bench:first-action-acted';

/**
 * In each page, before its scripts (from the document's start, so the bench acts in the first
 * frame that shows the control, not once it has heard of that frame): `shown` settles with the
 * control's centre in the first frame it is visible, where the visitor acts at once (`inPage`: a
 * select's choice, a press), or with null in a later page of the visit, which does not act again;
 * `answered`, with the wall-clock time of the first frame that shows the answer (`count` of them,
 * each showing `text`, when given), in whichever page shows it: an answer that is a new page (the
 * listing's form sent before the page was live) is timed from the first page's navigation.
 * `thenShown`: the same for `then`, looked for from the answer on (as it shows, not when the bench
 * asks: a bench that asks late would time its own lateness).
 */
function answerProbe({ control, answer, then, count, inPage, actedKey, submitsWithoutScript }) {
  // The first page's navigation start, kept for the page that answers (a form's answer is a new page).
  const originKey = 'bench:first-action-origin';
  if (!sessionStorage.getItem(originKey)) sessionStorage.setItem(originKey, String(performance.timeOrigin));
  const wallClock = () => performance.timeOrigin + performance.now();
  const within = (waiting, ms) =>
    Promise.race([waiting, new Promise((resolve) => setTimeout(() => resolve(undefined), ms))]);
  // A control is shown once on screen and drawn (not `visibility: hidden`, as the top bar's account
  // links are until the cart link after them has arrived: top-bar.module.css).
  const visibleBox = (element) => {
    if (!element?.checkVisibility({ visibilityProperty: true })) return undefined;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight ? box : undefined;
  };
  // An answer is seen once drawn (laid out: not hidden, nor in a hidden box), on screen or below it.
  const drawn = (element) => element.getClientRects().length > 0;
  // A choice as Playwright's selectOption makes it (the value set, then input and change); a press
  // with the events a mouse press sends, in order, and the focus it gives a button.
  const act = (element, x, y) => {
    if (control.choose !== undefined && element instanceof HTMLSelectElement) {
      element.value = control.choose;
      element.dispatchEvent(new Event('input', { bubbles: true }));
      element.dispatchEvent(new Event('change', { bubbles: true }));
      // The page's script refused: the visitor sends the choice with the form's own button.
      if (submitsWithoutScript) element.form?.requestSubmit();
    }
    if (control.press && element instanceof HTMLElement) {
      const at = { bubbles: true, cancelable: true, composed: true, button: 0, clientX: x, clientY: y };
      const pointer = { ...at, pointerType: 'mouse', isPrimary: true };
      element.dispatchEvent(new PointerEvent('pointerdown', pointer));
      element.dispatchEvent(new MouseEvent('mousedown', at));
      element.focus({ preventScroll: true });
      element.dispatchEvent(new PointerEvent('pointerup', pointer));
      element.dispatchEvent(new MouseEvent('mouseup', at));
      element.dispatchEvent(new MouseEvent('click', at));
    }
  };
  /** @type {(at: { x: number, y: number }) => void} */
  let showControl = () => undefined;
  /** @type {(at: number) => void} */
  let showAnswer = () => undefined;
  /** @type {(at: number) => void} */
  let showThen = () => undefined;
  const shown = new Promise((resolve) => (showControl = resolve));
  const answered = new Promise((resolve) => (showAnswer = resolve));
  const thenShown = new Promise((resolve) => (showThen = resolve));
  const pollThen = () => {
    if ([...document.querySelectorAll(then.selector)].some(drawn)) showThen(wallClock());
    else requestAnimationFrame(pollThen);
  };
  const pollAnswer = () => {
    const found = [...document.querySelectorAll(answer.selector)].filter(drawn);
    const all = found.every(
      (element) => answer.text === undefined || element.textContent?.includes(answer.text),
    );
    const seen = all ? found.length : 0;
    if (count === undefined ? seen > 0 : seen === count) {
      showAnswer(wallClock());
      if (then) pollThen();
    } else requestAnimationFrame(pollAnswer);
  };
  const pollControl = () => {
    // A select is chosen in once the option has been parsed: the page streams in, and a select
    // can show before its last options are there, which a visitor could not pick yet (the value
    // set then is none, and the site rightly answers the list unfiltered).
    const element = [...document.querySelectorAll(control.selector)].find(
      (candidate) =>
        (control.text === undefined || candidate.textContent?.trim() === control.text) &&
        (control.choose === undefined ||
          (candidate instanceof HTMLSelectElement &&
            [...candidate.options].some((option) => option.value === control.choose))),
    );
    const box = visibleBox(element);
    if (!box) return requestAnimationFrame(pollControl);
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    sessionStorage.setItem(actedKey, 'yes');
    if (inPage) act(element, x, y);
    showControl({ x, y });
    pollAnswer();
  };
  if (sessionStorage.getItem(actedKey)) {
    showControl(null);
    pollAnswer();
  } else requestAnimationFrame(pollControl);
  window.__firstAction = {
    origin: Number(sessionStorage.getItem(originKey)),
    within,
    shown,
    answered,
    thenShown,
  };
}

/**
 * The wall-clock time of `waiting` (window.__firstAction's `answered` or `thenShown`), in
 * whichever page settles it: a page that is left for a new one is destroyed, and the next is asked.
 * @param {'answered' | 'thenShown'} waiting
 */
async function settledAt(page, waiting, giveUpMs) {
  const deadline = Date.now() + giveUpMs;
  while (Date.now() < deadline) {
    try {
      return await page.evaluate(
        ([name, ms]) => window.__firstAction.within(window.__firstAction[name], ms),
        /** @type {const} */ ([waiting, deadline - Date.now()]),
      );
    } catch {
      // The page was left (its context destroyed): ask the next one.
    }
  }
  return undefined;
}

/** Whether the probe acted in an earlier page of this visit (its mark in sessionStorage). */
async function actedBefore(page, giveUpMs) {
  const deadline = Date.now() + giveUpMs;
  while (Date.now() < deadline) {
    try {
      return (await page.evaluate((key) => sessionStorage.getItem(key), actedKey)) === 'yes';
    } catch {
      // The page was left (its context destroyed): ask the next one.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return false;
}

/** The first page's navigation start (window.__firstAction's `origin`), from whichever page is there. */
async function firstPageOrigin(page, giveUpMs) {
  const deadline = Date.now() + giveUpMs;
  while (Date.now() < deadline) {
    try {
      const origin = await page.evaluate(() => window.__firstAction?.origin);
      if (origin) return origin;
    } catch {
      // The page was left (its context destroyed): ask the next one.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

/**
 * The three journeys: `control` is what the visitor acts on, in the frame it shows (a select's
 * choice, `choose`; a press, `press`); `act` what the bench does once it hears of that frame, for
 * the figure through the browser's input (a press at `at`, the control's centre); `answer` is what shows once it is answered
 * (`count: 'noida'`: as many cards as /random has in Noida). The bench waits for the control in
 * the page, frame by frame, and then acts: Playwright's own wait for an element polls with
 * back-off (up to 500 ms between looks), and its click waits for more frames (the element
 * stable, then hit-tested), so it acted up to half a second after the control showed.
 */
export const journeys = {
  city: {
    path: '/delivery',
    // Chosen by the probe in the frame the select shows (`choose`), always.
    control: { selector: 'main select', choose: 'Noida' },
    // Without the page's script the choice is sent with the form's Show (a GET of the listing).
    submitsWithoutScript: true,
    // Every card in Noida: a list still arriving may hold as many cards of any city.
    answer: { selector: 'main [data-testid="item-card"]', count: 'noida', text: 'Noida' },
  },
  addToCart: {
    path: '/delivery/cake/3',
    control: { selector: 'main button', text: 'ADD TO CART', press: true },
    act: (page, at) => page.mouse.click(at.x, at.y),
    // The cart with the item in it. `then` is reported beside it: the cart as saved, with its total.
    answer: { selector: '[data-testid="cart-line"]' },
    then: { selector: '[data-testid="cart-total"]' },
    posts: 1,
  },
  login: {
    path: '/delivery',
    control: { selector: 'header :is(a, button)', text: 'Login', press: true },
    act: (page, at) => page.mouse.click(at.x, at.y),
    // Login is a link to /login (its page, before the page is live or without JavaScript) that opens
    // auth's modal once live. `then` is reported beside it: the form, ready to type in.
    answer: { selector: 'dialog[open], [role="dialog"], main form' },
    then: { selector: ':is(dialog[open], main) form input' },
  },
};

/**
 * One try of a journey in a fresh profile: { answeredMs, thenMs } or { lost: reason }. In the
 * frame the control shows (`inPage`), or through the browser's input once the bench has heard of
 * that frame (a press: `journey.act`).
 */
async function tryJourney(
  browser,
  siteUrl,
  journey,
  { cpuSlowdown, noidaCards, giveUpMs, inPage, withoutScript = false },
) {
  const count = journey.answer.count === 'noida' ? noidaCards : undefined;
  const { context, page } = await freshVisitor(browser, {
    init: answerProbe,
    initArg: {
      control: journey.control,
      answer: journey.answer,
      then: journey.then,
      count,
      inPage,
      actedKey,
      submitsWithoutScript: withoutScript && journey.submitsWithoutScript,
    },
    cpuSlowdown,
  });
  try {
    // The site's scripts refused (the probe, run by the browser itself, still runs): the same
    // action done as it is without JavaScript, answered by the page it leads to.
    if (withoutScript) await context.route(/\.js(\?|$)/, (route) => route.abort());
    // The line sent to the cart: by the live button to the data service, or as the button's form
    // (a page POST) to the server, which posts it on (docs/decisions/0018-progressive-enhancement.md).
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      if (/\/api\/cart$/.test(request.url()) || request.isNavigationRequest()) posts += 1;
    });
    await page.goto(`${siteUrl}${journey.path}`, { waitUntil: 'commit' });
    // Asked of whichever page is there: a press in the first frame may already have left the first.
    const navigationStart = await firstPageOrigin(page, giveUpMs);
    if (navigationStart === undefined) return { lost: 'no page to ask' };
    const at = await page
      .evaluate((ms) => window.__firstAction.within(window.__firstAction.shown, ms), giveUpMs)
      .catch(() => undefined);
    // A press in the page on a link or a form leaves the page at once: the next one says it acted.
    if (!at && !(inPage && (await actedBefore(page, giveUpMs)))) return { lost: 'control never shown' };
    if (!inPage) await journey.act(page, at);
    const answeredAtMs = await settledAt(page, 'answered', giveUpMs);
    if (answeredAtMs === undefined) {
      // Where it stood: the address, and how many of the answer's elements it showed.
      const stood = await page
        .evaluate(
          (selector) =>
            `${location.pathname}${location.search}: ${document.querySelectorAll(selector).length} shown`,
          journey.answer.selector,
        )
        .catch(() => 'no page');
      return { lost: `no answer (${stood})` };
    }
    const answeredMs = answeredAtMs - navigationStart;
    const thenAtMs = journey.then && (await settledAt(page, 'thenShown', giveUpMs));
    const thenMs = thenAtMs ? thenAtMs - navigationStart : undefined;
    if (journey.posts !== undefined) {
      // A second post would come from the same click, replayed: give it the time to show.
      await page.waitForTimeout(300);
      if (posts !== journey.posts) return { lost: `${posts} cart posts` };
      // And the data service holds it once: one line, quantity 1.
      const saved = await page.evaluate(savedQuantities).catch((error) => `unread (${error.message})`);
      if (saved !== '1') return { lost: `cart saved as ${saved}` };
    }
    return { answeredMs, thenMs };
  } finally {
    await context.close();
  }
}

/** In the page: the quantities of the visitor's cart lines as the data service keeps them ('1': one line of one). */
async function savedQuantities() {
  const { apiBase } = await (await fetch('/config.json')).json();
  // The visitor's cookie (a form posted before the page was live names them so), else the one stored.
  const visitor =
    /(?:^|; )visitorId=([A-Za-z0-9-]+)/.exec(document.cookie)?.[1] ?? localStorage.getItem('visitorId') ?? '';
  const lines = await (await fetch(`${apiBase}/cart`, { headers: { 'X-Visitor-Id': visitor } })).json();
  return lines.map((line) => line.quantity).join(',');
}

/**
 * `tries` fresh visits per journey: the median answer time and how many were lost, beside the
 * median answer of the same action with the site's scripts refused (the page it leads to, as
 * without JavaScript), the arms alternating per try.
 * `noidaCards`: how many cards the city journey's answer shows (the Noida items of /random).
 */
export async function measureFirstActions(
  browser,
  siteUrl,
  { cpuSlowdown = 1, tries = 20, inputTries = 10, noidaCards },
) {
  const results = {};
  for (const [name, journey] of Object.entries(journeys)) {
    const answered = [];
    const then = [];
    const lost = [];
    const throughInput = [];
    const answeredWithoutScript = [];
    const lostWithoutScript = [];
    const options = { cpuSlowdown, noidaCards, giveUpMs: 15000 };
    for (let attempt = 0; attempt < tries; attempt += 1) {
      const act = async () => {
        const outcome = await tryJourney(browser, siteUrl, journey, { ...options, inPage: true });
        if (outcome.lost) lost.push(outcome.lost);
        else answered.push(outcome.answeredMs);
        if (outcome.thenMs !== undefined) then.push(outcome.thenMs);
      };
      const withoutScript = async () => {
        const outcome = await tryJourney(browser, siteUrl, journey, {
          ...options,
          inPage: true,
          withoutScript: true,
        });
        if (outcome.lost) lostWithoutScript.push(outcome.lost);
        else answeredWithoutScript.push(outcome.answeredMs);
      };
      for (const arm of attempt % 2 ? [withoutScript, act] : [act, withoutScript]) await arm();
    }
    // A press through the browser's input (reported): the bench hears of the frame, then presses.
    for (let attempt = 0; journey.act && attempt < inputTries; attempt += 1) {
      const outcome = await tryJourney(browser, siteUrl, journey, { ...options, inPage: false });
      if (outcome.lost) lost.push(`through input: ${outcome.lost}`);
      else throughInput.push(outcome.answeredMs);
    }
    results[name] = {
      tries: tries + (journey.act ? inputTries : 0),
      lost: lost.length,
      lostReasons: [...new Set(lost)],
      answered: median(answered),
      // The same action without the page's script, answered by the page it leads to.
      withoutScript: answeredWithoutScript.length ? median(answeredWithoutScript) : undefined,
      lostWithoutScript: [...new Set(lostWithoutScript)],
      ...(journey.act && { throughInput: median(throughInput) }),
      ...(journey.then && { then: median(then) }),
    };
  }
  return results;
}
