import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { repo } from '../support/release';
import { startSiteWith, type RemoteFiles, type Site } from '../support/ssr-stack';

/**
 * Each section's server code runs in a lane (a worker thread) of its own. A
 * render that never yields is stopped at the hard limit, a lane past its memory is stopped, and
 * neither takes another section's pages with it; the page is answered with that section left to
 * the browser, which draws it from its own (unchanged) files.
 */
const serverDir = (dir: string) => join(repo, dir, 'dist', 'server');

/** Changes the server file of a remote's build that holds `text` (in the copy the site releases). */
function changeServerCode(files: RemoteFiles, dir: string, text: string, change: (source: string) => string) {
  const file = readdirSync(serverDir(dir)).find((name) =>
    readFileSync(join(serverDir(dir), name), 'utf8').includes(text),
  );
  if (!file) throw new Error(`no server file of ${dir} holds ${text}`);
  files.write(join('server', file), change(readFileSync(join(serverDir(dir), file), 'utf8')));
}

const quickLimits = { SSR_CACHE_MS: '0', SSR_BUDGET_MS: '1000', SSR_HARD_LIMIT_MS: '2500' };
const page = async (site: Site, path: string) => {
  const response = await fetch(`${site.url}${path}`);
  return { status: response.status, html: await response.text() };
};
const cards = (html: string) => html.split('data-testid="item-card"').length - 1;

test.describe('a section whose server render never ends', () => {
  let site: Site;
  test.beforeAll(async () => {
    site = await startSiteWith({
      remote: 'delivery',
      env: quickLimits,
      // /delivery's listing loops forever when it renders; its other pages are fine.
      change: (files) =>
        changeServerCode(files, 'delivery-mfe', 'heading: "Order Food Online In NCR Delhi"', (source) =>
          source.replace('heading: "Order Food Online In NCR Delhi"', 'heading: (() => { for (;;) {} })()'),
        ),
    });
  });
  test.afterAll(async () => site?.stop());

  test('is stopped; its page is answered with the section left to the browser, and other sections answer meanwhile', async ({
    page: browser,
  }) => {
    // Its other pages render on the server (once the lane its warm-up stopped is back).
    await expect.poll(async () => cards((await page(site, '/delivery/cake')).html)).toBeGreaterThan(2);
    const order: string[] = [];
    const looping = page(site, '/delivery').then((answer) => {
      order.push('/delivery');
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const other = await page(site, '/dinning');
    order.push('/dinning');
    expect(cards(other.html)).toBeGreaterThan(2);
    const stopped = await looping;
    // Another team's section was answered while the loop ran, not after it.
    expect(order).toEqual(['/dinning', '/delivery']);
    expect(stopped.status).toBe(200);
    expect(stopped.html).toContain('aria-label="Sections"');
    expect(cards(stopped.html)).toBe(0);
    // The lane comes back (its pages meanwhile answered at once, the section left to the
    // browser): delivery's other pages render on the server again.
    await expect.poll(async () => cards((await page(site, '/delivery/cake')).html)).toBeGreaterThan(2);
    // The visitor gets the section from the browser's files.
    await browser.goto(`${site.url}/delivery`);
    await expect(browser.getByTestId('item-card').first()).toBeVisible();
    await expect(browser.getByRole('link', { name: 'Load the page again' })).toBeHidden();
  });

  test('without JavaScript, the page left to the browser offers itself again', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const visitor = await context.newPage();
      await visitor.goto(`${site.url}/delivery`);
      const again = visitor.getByRole('link', { name: 'Load the page again' });
      await expect(again).toBeVisible();
      await expect(again).toHaveAttribute('href', '/delivery');
    } finally {
      await context.close();
    }
  });
});

test.describe('a section whose server code takes all the memory it can', () => {
  let site: Site;
  test.beforeAll(async () => {
    site = await startSiteWith({
      remote: 'nightlife',
      env: { ...quickLimits, SSR_LANE_MEMORY_MB: '96' },
      // Allocates without end when its entry loads.
      change: (files) =>
        files.write(
          join('server', 'remoteEntry.js'),
          `globalThis.__hog = []; for (;;) globalThis.__hog.push(new Array(1e6).fill(1));\n${readFileSync(
            join(serverDir('nightlife-mfe'), 'remoteEntry.js'),
            'utf8',
          )}`,
        ),
    });
  });
  test.afterAll(async () => site?.stop());

  test('is stopped without taking other sections with it; the section renders in the browser', async ({
    page: browser,
  }) => {
    expect(cards((await page(site, '/dinning')).html)).toBeGreaterThan(2);
    const stopped = await page(site, '/nightlife');
    expect(stopped.status).toBe(200);
    expect(cards(stopped.html)).toBe(0);
    expect(cards((await page(site, '/delivery')).html)).toBeGreaterThan(2);
    await browser.goto(`${site.url}/nightlife`);
    await expect(browser.getByTestId('item-card').first()).toBeVisible();
    // Reported: /status counts the stopped server render beside nightlife's live version.
    await browser.goto(`${site.url}/status`);
    await expect(browser.locator('[data-remote="nightlife"]').getByTestId('server-render')).toHaveText(
      /^[1-9]/,
    );
  });
});
