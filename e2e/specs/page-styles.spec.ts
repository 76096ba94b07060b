import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, siteUrl, test, waitForHydration } from '../support/fixtures';
import { layoutShift } from '../support/layout-shift';
import { copyOfLiveVersion, runCli } from '../support/release';
import { startSiteWith } from '../support/ssr-stack';
import { conditions } from '../support/visitor-conditions';

/**
 * A server-rendered page carries all the CSS its HTML uses, so it never shows
 * unstyled and nothing moves when the code arrives. Every page route, as its first response.
 */
const routes = [
  '/',
  '/delivery',
  '/delivery/cake',
  '/delivery/cake/3',
  '/delivery/3',
  '/dinning',
  '/dinning/3',
  '/nightlife',
  '/nightlife/2',
  '/search-details/1',
  '/cart',
  '/payment',
  '/paymentsuccessful',
  '/login',
  '/signup',
  '/status',
  '/no-such-page',
];

/** The classes the server's HTML of the app uses. */
function classesIn(html: string): string[] {
  const app =
    /<div id="root">([\s\S]*)<script type="application\/json" id="ssr-data"[^>]*>/.exec(html)?.[1] ?? '';
  const names = [...app.matchAll(/\bclass="([^"]*)"/g)].flatMap(([, list = '']) => list.split(/\s+/));
  return [...new Set(names.filter(Boolean))];
}

/** A carousel's state classes, which its stylesheet leaves unstyled. */
const unstyledByDesign = new Set(['slick-current']);

/** The page's CSS as the browser has it before any script runs: its <style>s and stylesheets. */
async function cssOf(html: string, site: string): Promise<string> {
  const head = html.replace(/<template[\s\S]*?<\/template>/g, '');
  const inline = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
  const linked = [...head.matchAll(/<link[^>]*rel="?stylesheet"?[^>]*>/g)].map(
    ([tag]) => /href="?([^" >]+)/.exec(tag)?.[1] ?? '',
  );
  const files = await Promise.all(linked.map(async (href) => (await fetch(new URL(href, site))).text()));
  return [...inline, ...files].join('\n');
}

const ruleFor = (css: string, name: string) =>
  new RegExp(`\\.${name.replace(/[^\w-]/g, (c) => `\\${c}`)}(?![\\w-])`).test(css);

/** The classes of the page's first response that have no CSS in it. */
async function unstyledClasses(site: string, path: string): Promise<string[]> {
  const html = await (await fetch(new URL(path, site))).text();
  const classes = classesIn(html);
  expect(classes.length, path).toBeGreaterThan(3);
  const css = await cssOf(html, site);
  return classes.filter((name) => !unstyledByDesign.has(name) && !ruleFor(css, name));
}

for (const path of routes) {
  test(`${path}: every class in the server's HTML has its CSS in the page`, async () => {
    expect(await unstyledClasses(siteUrl(), path)).toEqual([]);
  });
}

test("a render server's first pages, and the first after a section's release, carry their CSS", async () => {
  test.setTimeout(120_000);
  const site = await startSiteWith({});
  const next = copyOfLiveVersion(site.root, 'auth');
  try {
    // At once, in parallel, as the first visitors after a start come.
    const first = ['/login', '/signup', '/cart', '/payment', '/delivery', '/dinning/3'];
    const unstyled = await Promise.all(first.map((path) => unstyledClasses(site.url, path)));
    expect(Object.fromEntries(first.map((path, i) => [path, unstyled[i]]))).toEqual(
      Object.fromEntries(first.map((path) => [path, []])),
    );
    // A new version of auth (its server entry differs by a comment), released alone.
    appendFileSync(join(next, 'server', 'remoteEntry.js'), '\n/* the next version */\n');
    const released = await runCli('release', site.root, 'auth', next);
    expect(released.code, released.stderr).toBe(0);
    expect(await unstyledClasses(site.url, '/login')).toEqual([]);
    expect(await unstyledClasses(site.url, '/signup')).toEqual([]);
    const rolledBack = await runCli('rollback', site.root, 'auth');
    expect(rolledBack.code, rolledBack.stderr + rolledBack.stdout).toBe(0);
    expect(await unstyledClasses(site.url, '/login')).toEqual([]);
  } finally {
    await site.stop();
    rmSync(next, { recursive: true, force: true });
  }
});

const slowNetwork = conditions.find((condition) => condition.key === 'slownet')!;

test.describe('nothing moves as a page comes alive', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const path of ['/delivery', '/cart', '/payment', '/login', '/signup', '/search-details/1']) {
    for (const [condition, width] of [
      [conditions[0]!, 1280],
      [slowNetwork, 1280],
      [slowNetwork, 375],
    ] as const) {
      test(`${path} on ${condition.name} at ${width} px: layout shift under 0.02`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await condition.apply(page);
        await page.goto(path, { waitUntil: 'load' });
        // Until the page is live and has drawn what it loads after: its code and its data.
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        expect(await layoutShift(page)).toBeLessThan(0.02);
      });
    }
  }
});
