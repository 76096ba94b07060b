import type { Browser, Locator, Page } from '@playwright/test';
import { fromApi, type FoodItem } from '../support/data-service';
import { expect, isLive, siteUrl, test, waitForHydration } from '../support/fixtures';
import { actAt, conditions, type VisitorCondition } from '../support/visitor-conditions';

/**
 * A city chosen the moment its select shows, while the page is still coming alive, hydrates
 * cleanly and applies. The server drew the page for the address it was asked; each part of the
 * page hydrates from the address as it is when that part's code runs. The shell (the top bar)
 * is live before the section that draws the list: a top-bar city applied to the address then
 * made the section hydrate Noida's list over the server's whole list (React error #418, the
 * first card's name). Each condition is tried a few times: how far the page has come when the
 * choice lands varies from try to try.
 */

const tries = 3;
const city = 'Noida';

/** What React logs when the first browser render and the server's HTML disagree. */
const hydrationTrouble = /#418|#419|#421|#423|#425|hydrat/i;

interface Case {
  name: string;
  path: string;
  /** The list the page shows (fromApi path). */
  list: string;
  select: (page: Page) => Locator;
}

const cases: Case[] = [
  {
    name: "the listing's City on /delivery/cake",
    path: '/delivery/cake',
    list: 'Cake',
    select: (page) => page.getByRole('main').getByRole('combobox', { name: 'City' }),
  },
  {
    name: "the top bar's city on /delivery",
    path: '/delivery',
    list: 'random',
    select: (page) => page.getByTestId('top-bar-city'),
  },
  {
    name: "the top bar's city on /delivery/cake",
    path: '/delivery/cake',
    list: 'Cake',
    select: (page) => page.getByTestId('top-bar-city'),
  },
];

/**
 * One visitor: a fresh browser context, the page opened without waiting for anything, the city
 * chosen as soon as Playwright sees the select. Returns the page's hydration errors once the
 * page is live and showing the answer.
 */
async function chooseAtOnce(
  browser: Browser,
  condition: VisitorCondition,
  { path, select }: Case,
  expected: string[],
) {
  const context = await browser.newContext({ baseURL: siteUrl(), viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    // Whether the page was live when the choice was made: seen before React sees the event (a
    // change in a part not live yet makes React hydrate that part first, if its code is here).
    await page.addInitScript(
      `addEventListener('change', () => { window.liveAtChoice ??= (${isLive.toString()})(); }, true);`,
    );
    await condition.apply(page);
    await actAt(page, path);
    await select(page).selectOption(city);
    const chosenBeforeLive = !(await page.evaluate(
      () => (window as { liveAtChoice?: boolean }).liveAtChoice,
    ));
    const answer = expect.configure({ timeout: condition.slow ? 30_000 : 10_000 });
    await answer(page).toHaveURL(new RegExp(`${path}\\?(.*&)?city=${city}(&|$)`));
    await waitForHydration(page);
    const cards = page.getByRole('main').getByTestId('item-card');
    await answer(cards).toHaveCount(expected.length);
    const names = await cards.getByRole('heading', { level: 2 }).allTextContents();
    expect(names.sort()).toEqual([...expected].sort());
    await expect(select(page)).toHaveValue(city);
    // A round trip: every console message the page logged before it has been received.
    await page.evaluate(() => 0);
    return {
      chosenBeforeLive,
      errors: errors.filter((error) => hydrationTrouble.test(error)).map((error) => error.slice(0, 300)),
    };
  } finally {
    await context.close();
  }
}

for (const condition of conditions.filter((each) => each.key !== 'slownet')) {
  test.describe(`a city chosen at once, ${condition.name}`, () => {
    test.slow(condition.slow, 'a throttled page takes seconds to come alive');

    for (const each of cases) {
      test(`${each.name} hydrates cleanly and shows ${city}'s items (${tries} tries)`, async ({
        browser,
      }) => {
        test.setTimeout((condition.slow ? 60_000 : 25_000) * tries);
        const items = await fromApi<FoodItem[]>(each.list);
        const expected = items.filter((item) => item.place === city).map((item) => item.name);
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.length).toBeLessThan(items.length);
        const failed: string[] = [];
        let early = 0;
        for (let attempt = 1; attempt <= tries; attempt++) {
          const { chosenBeforeLive, errors } = await chooseAtOnce(browser, condition, each, expected);
          if (chosenBeforeLive) early++;
          if (errors.length > 0) failed.push(`try ${attempt}: ${errors.join(' | ')}`);
        }
        // How many choices landed while a part of the page was not live yet (the case at stake).
        test
          .info()
          .annotations.push({ type: 'chosen before the page was live', description: `${early} of ${tries}` });
        expect(failed, 'hydration errors').toEqual([]);
      });
    }
  });
}
