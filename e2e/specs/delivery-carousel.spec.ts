import type { Page } from '@playwright/test';
import { expect, siteUrl, test, waitForHydration } from '../support/fixtures';

/** The /delivery category carousel (react-slick): entries, targets, arrows, keyboard, widths. */
const entries = [
  ['Cake', '/delivery/cake', 'Order your Cake'],
  ['Ice Cream', '/delivery/ice-cream', 'Order your Ice Cream'],
  ['Coffee', '/delivery/coffee', 'Order your Coffee'],
  ['Shake', '/delivery/shake', 'Order your Shake'],
  ['Chaat', '/delivery/chaat', 'Order your Chaat'],
  ['Burger', '/delivery/burger', 'Order your Burger'],
  ['Pizza', '/delivery/pizza', 'Order your Pizza'],
  ['French Fries', '/delivery/chaat', 'Order your Chaat'],
] as const;

const carousel = (page: Page) => page.getByRole('region', { name: 'Inspiration for your first order' });
const tile = (page: Page, name: string) => carousel(page).getByRole('link', { name, exact: true });
/** A tile whether shown or not (slick hides the others from the accessibility tree). */
const anyTile = (page: Page, name: string) =>
  carousel(page)
    .locator('.slick-slide a')
    .filter({ hasText: new RegExp(`^${name}$`) });
const shownTiles = (page: Page) => carousel(page).locator('.slick-slide[aria-hidden="false"]');
const next = (page: Page) => carousel(page).getByRole('button', { name: 'Next categories' });
const previous = (page: Page) => carousel(page).getByRole('button', { name: 'Previous categories' });

test.describe('the category carousel on /delivery', () => {
  test('shows the 8 categories in the product order with pictures, 7 at a time at 1280 px', async ({
    page,
  }) => {
    await page.goto('/delivery');
    const links = carousel(page).locator('.slick-slide a');
    await expect(links).toHaveText(entries.map(([name]) => name));
    expect(await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))).toEqual(
      entries.map(([, href]) => href),
    );
    for (const image of await carousel(page).locator('.slick-slide img').all()) {
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(shownTiles(page)).toHaveCount(7);
    await expect(tile(page, 'Pizza')).toBeInViewport();
    await expect(carousel(page).locator('.slick-slide').last()).not.toBeInViewport();
  });

  test('every entry goes to its category route, French Fries to chaat', async ({ page, pageErrors }) => {
    for (const [name, href, heading] of entries) {
      await page.goto('/delivery');
      if (name === 'French Fries') {
        await next(page).click();
        await expect(tile(page, name)).toBeInViewport();
      }
      await tile(page, name).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    }
    expect(pageErrors).toEqual([]);
  });

  test('the arrows are buttons that move it, and they and the tiles work from the keyboard', async ({
    page,
  }) => {
    await page.goto('/delivery');
    await expect(previous(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(anyTile(page, 'French Fries')).toHaveAttribute('tabindex', '-1');
    await expect(anyTile(page, 'French Fries')).not.toBeInViewport();

    // Tab from the previous arrow: the seven tiles on screen, then the next arrow.
    await previous(page).focus();
    for (const [name] of entries.slice(0, 7)) {
      await page.keyboard.press('Tab');
      await expect(tile(page, name)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(next(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tile(page, 'French Fries')).toBeInViewport();
    await expect(anyTile(page, 'Cake')).not.toBeInViewport();
    await expect(anyTile(page, 'Cake')).toHaveAttribute('tabindex', '-1');
    await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(previous(page)).toHaveAttribute('aria-disabled', 'false');
    await expect(next(page)).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await expect(tile(page, 'French Fries')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/delivery\/chaat$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order your Chaat' })).toBeVisible();

    await page.goBack();
    await next(page).click();
    await expect(tile(page, 'French Fries')).toBeInViewport();
    await previous(page).click();
    await expect(tile(page, 'Cake')).toBeInViewport();
    await expect(anyTile(page, 'French Fries')).not.toBeInViewport();
  });

  test('shows fewer, larger tiles on a 375 px screen, and the arrows page through all 8', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/delivery');
    await expect(shownTiles(page)).toHaveCount(3);
    await expect(tile(page, 'Coffee')).toBeInViewport();
    await expect(anyTile(page, 'Shake')).not.toBeInViewport();
    const seen = new Set<string>();
    for (let step = 0; step < 4; step += 1) {
      for (const name of await shownTiles(page).locator('a').allTextContents()) seen.add(name);
      if ((await next(page).getAttribute('aria-disabled')) === 'true') break;
      const before = await shownTiles(page).locator('a').allTextContents();
      await next(page).click();
      await expect(shownTiles(page).locator('a')).not.toHaveText(before);
    }
    expect([...seen].sort()).toEqual(entries.map(([name]) => name).sort());
    const box = await carousel(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  });
});

/** Drags the strip with a real mouse: press on a tile, move in steps, release. */
async function drag(page: Page, name: string, dx: number) {
  const box = await anyTile(page, name).boundingBox();
  if (!box) throw new Error(`${name} has no box`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 8 });
  await page.mouse.move(x + dx, y, { steps: 8 });
  await page.mouse.up();
}

/** The name of the focused element, and whether it is a tile on screen. */
const focusedTile = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    const slide = focused?.closest<HTMLElement>('.slick-slide');
    const box = focused?.getBoundingClientRect();
    const list = slide?.closest('.slick-list')?.getBoundingClientRect();
    return {
      name: focused?.textContent ?? '',
      isTile: focused?.tagName === 'A' && !!slide,
      shown: slide?.getAttribute('aria-hidden') === 'false',
      // Fully inside the strip's window, so it can be seen.
      visible: !!box && !!list && box.left >= list.left - 1 && box.right <= list.right + 1,
    };
  });

/** The strip and the dots agree: the active dot's page is the slides shown. */
async function expectDotsAgree(page: Page, perPage: number, total: number) {
  const dots = carousel(page).getByRole('button', { name: /^Show categories, page/ });
  const active = await dots.evaluateAll((nodes) =>
    nodes.flatMap((node, index) => (node.parentElement?.classList.contains('slick-active') ? [index] : [])),
  );
  expect(active).toHaveLength(1);
  const first = await shownTiles(page).first().getAttribute('data-index');
  // react-slick's pages without infinite: every `perPage`, the last one ending at the last slide.
  const page0 = Math.min(((active[0] ?? 0) + 1) * perPage - 1, total - 1) - (perPage - 1);
  expect(Number(first)).toBe(Math.max(page0, 0));
}

test.describe('the carousel by mouse drag and keyboard', () => {
  for (const width of [1280, 375]) {
    test(`at ${width} px a mouse drag moves the strip and never opens a category; a click still does`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/delivery');
      // A drag is a gesture on the live strip: before, the strip stays and nothing opens (a
      // gesture is not replayed; clicks and keys are, as the tests below show).
      await waitForHydration(page);
      const before = await shownTiles(page).locator('a').allTextContents();
      // A long drag pages the strip on; the pointer is released over a tile.
      await drag(page, 'Coffee', -260);
      await expect(shownTiles(page).locator('a')).not.toHaveText(before);
      await page.waitForTimeout(600);
      await expect(page).toHaveURL(/\/delivery$/);
      // A short drag is not enough to page on: the strip springs back, and still nothing opens.
      const shown = await shownTiles(page).locator('a').allTextContents();
      const name = shown[1] ?? '';
      await drag(page, name, 40);
      await page.waitForTimeout(600);
      await expect(page).toHaveURL(/\/delivery$/);
      await expect(shownTiles(page).locator('a')).toHaveText(shown);
      // A plain click opens the category under the pointer.
      await tile(page, name).click();
      await expect(page).not.toHaveURL(/\/delivery$/);
      await expect(page.getByRole('heading', { level: 1, name: /^Order your / })).toBeVisible();
    });
  }

  for (const [width, perPage] of [
    [375, 3],
    [700, 4],
    [1280, 7],
  ] as const) {
    test(`at ${width} px Arrow Right/Left walk every tile, focus stays on a visible tile and the dots agree`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/delivery');
      // About slick's own keyboard paging, which starts once the page is live: before, an arrow
      // key on a link does nothing, as the platform has it.
      await waitForHydration(page);
      await tile(page, 'Cake').focus();
      const walked = [(await focusedTile(page)).name];
      for (const key of [...Array<string>(7).fill('ArrowRight'), ...Array<string>(7).fill('ArrowLeft')]) {
        await page.keyboard.press(key);
        // Let any slide finish (400 ms), then check where focus is (a busy machine: a while more).
        await page.waitForTimeout(500);
        await expect
          .poll(() => focusedTile(page), { message: `after ${key} from ${walked.at(-1)}` })
          .toMatchObject({ isTile: true, shown: true, visible: true });
        const focused = await focusedTile(page);
        walked.push(focused.name);
        await expectDotsAgree(page, perPage, entries.length);
        // Only tiles on screen are in the tab order.
        await expect(
          carousel(page).locator('.slick-slide[aria-hidden="true"] a:not([tabindex="-1"])'),
        ).toHaveCount(0);
      }
      const names = entries.map(([name]) => name);
      expect(walked).toEqual([...names, ...names.slice(0, -1).reverse()]);
    });
  }

  test('on a phone’s first load only the tiles on screen are in the tab order, none inside aria-hidden', async ({
    page,
  }) => {
    // The page hydrates at the server's wide class, then a new strip is made for the phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/delivery');
    await expect(shownTiles(page)).toHaveCount(3);
    await expect(carousel(page).locator('.slick-slide[aria-hidden="true"]').first()).toBeAttached();
    await expect(
      carousel(page).locator('.slick-slide[aria-hidden="true"] a:not([tabindex="-1"])'),
    ).toHaveCount(0);
  });

  test('a focused tile keeps focus when the width changes the tiles per page (a new strip is made)', async ({
    page,
  }) => {
    // The same happens on a phone's first load: the page hydrates at the wide class, then
    // takes the narrow one; a tile focused in between must not lose focus to the page.
    await page.goto('/delivery');
    // The live strip's own rule (a new strip keeps the focused tile): it needs the live page.
    await waitForHydration(page);
    await tile(page, 'Burger').focus();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(shownTiles(page)).toHaveCount(3);
    await expect(tile(page, 'Burger')).toBeFocused();
    await expect(tile(page, 'Burger')).toBeInViewport();
    // Keys go on from there.
    await page.keyboard.press('ArrowRight');
    await expect(tile(page, 'Pizza')).toBeFocused();
  });

  test('at 375 px French Fries is reached by keyboard and opens chaat; Tab skips hidden slides', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/delivery');
    // About slick's own keyboard paging, which starts once the page is live.
    await waitForHydration(page);
    // A phone's slower CPU: presses then arrive before slick has moved the strip (it pages a
    // task later), which once left a stale end-of-slide timer that slid it back.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await tile(page, 'Cake').focus();
    for (let step = 0; step < 7; step += 1) await page.keyboard.press('ArrowRight');
    await expect(tile(page, 'French Fries')).toBeFocused();
    await expect(tile(page, 'French Fries')).toBeInViewport();
    // Shift+Tab goes to the tile before it on screen, never to one slid away.
    await page.keyboard.press('Shift+Tab');
    const back = await focusedTile(page);
    expect(back).toMatchObject({ isTile: true, shown: true, visible: true });
    await page.keyboard.press('Tab');
    await expect(tile(page, 'French Fries')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/delivery\/chaat$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order your Chaat' })).toBeVisible();
  });
});

/** react-slick's chunk: the strip that moves, loaded on the first use (docs/architecture.md#first-visit-javascript). */
const slickChunk = /\/react-slick\.[0-9a-f]+\.js$/;

/** Holds react-slick's chunk back until `release` (a slow network), and lists its requests. */
async function holdSlick(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (slickChunk.test(request.url())) requests.push(request.url());
  });
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(slickChunk, async (route) => {
    await held;
    await route.continue();
  });
  return { requests, release };
}

test.describe('the first view draws the carousel without react-slick', () => {
  test('react-slick is fetched on the first use only; a press on Next made before it is here is shown, focus kept', async ({
    page,
    pageErrors,
  }) => {
    const slick = await holdSlick(page);
    await page.goto('/delivery');
    await waitForHydration(page);
    await expect(shownTiles(page)).toHaveCount(7);
    await page.waitForTimeout(500);
    expect(slick.requests).toEqual([]);
    // The pointer comes over the strip and presses Next: slick is asked for, and held back.
    await next(page).click();
    await expect.poll(() => slick.requests.length).toBe(1);
    await page.waitForTimeout(300);
    await expect(anyTile(page, 'French Fries')).not.toBeInViewport();
    slick.release();
    await expect(tile(page, 'French Fries')).toBeInViewport();
    await expect(anyTile(page, 'Cake')).not.toBeInViewport();
    await expect(next(page)).toBeFocused();
    await expectDotsAgree(page, 7, entries.length);
    expect(pageErrors).toEqual([]);
  });

  test('at 375 px an arrow key that must page, pressed before react-slick is here, is made once it is', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const slick = await holdSlick(page);
    await page.goto('/delivery');
    await waitForHydration(page);
    await expect(shownTiles(page)).toHaveCount(3);
    await tile(page, 'Cake').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tile(page, 'Ice Cream')).toBeFocused();
    await page.keyboard.press('End');
    await page.waitForTimeout(300);
    await expect(anyTile(page, 'French Fries')).not.toBeInViewport();
    slick.release();
    await expect(tile(page, 'French Fries')).toBeFocused();
    await expect(tile(page, 'French Fries')).toBeInViewport();
    await expectDotsAgree(page, 3, entries.length);
  });

  test('a tile pressed as react-slick arrives still opens its category when released', async ({
    page,
    pageErrors,
  }) => {
    const slick = await holdSlick(page);
    await page.goto('/delivery');
    await waitForHydration(page);
    const box = await tile(page, 'Coffee').boundingBox();
    if (!box) throw new Error('the Coffee tile has no box');
    // The pointer comes over the tile (slick is asked for) and presses it; slick then comes.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => slick.requests.length).toBe(1);
    await page.mouse.down();
    const arrived = page.waitForResponse(slickChunk);
    slick.release();
    await arrived;
    // Time to draw slick's strip under the pointer, had it not waited for the release.
    await page.waitForTimeout(300);
    await page.mouse.up();
    await expect(page).toHaveURL(/\/delivery\/coffee$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order your Coffee' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('a drag made before react-slick is here pages the strip once it is, and opens nothing', async ({
    page,
  }) => {
    const slick = await holdSlick(page);
    await page.goto('/delivery');
    await waitForHydration(page);
    const before = await shownTiles(page).locator('a').allTextContents();
    await drag(page, 'Coffee', -260);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/delivery$/);
    slick.release();
    await expect(shownTiles(page).locator('a')).not.toHaveText(before);
    await expect(page).toHaveURL(/\/delivery$/);
    await expectDotsAgree(page, 7, entries.length);
  });

  for (const [width, perPage] of [
    [375, 3],
    [700, 4],
    [1280, 7],
  ] as const) {
    test(`at ${width} px the page before any script shows ${perPage} whole tiles, sized as once it runs`, async ({
      browser,
      page,
    }) => {
      /** The tiles inside the strip's window, and their widths (px). slick rounds each tile up
       * to a whole pixel, so its last one may pass the window's edge by up to a pixel a tile. */
      const tilesInWindow = (on: Page) =>
        carousel(on)
          .locator('.slick-list')
          .evaluate((list) => {
            const window = list.getBoundingClientRect();
            return [...list.querySelectorAll('.slick-slide')]
              .map((slide) => slide.getBoundingClientRect())
              .filter((box) => box.left >= window.left - 1 && box.right <= window.right + 8)
              .map((box) => Math.round(box.width));
          });
      const viewport = { width, height: 800 };
      // The server's page as a browser without JavaScript shows it (so too before hydration).
      const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL: siteUrl() });
      try {
        const first = await context.newPage();
        await first.goto('/delivery');
        const before = await tilesInWindow(first);
        expect(before).toHaveLength(perPage);

        await page.setViewportSize(viewport);
        await page.goto('/delivery');
        await waitForHydration(page);
        await expect(shownTiles(page)).toHaveCount(perPage);
        const after = await tilesInWindow(page);
        expect(after).toHaveLength(perPage);
        // Measured whole pixels against the first view's percentages: within a pixel.
        for (const [index, size] of after.entries())
          expect(Math.abs(size - (before[index] ?? 0))).toBeLessThanOrEqual(1);
      } finally {
        await context.close();
      }
    });
  }
});
