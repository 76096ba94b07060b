import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, renderInBrowser, test, waitForHydration } from '../support/fixtures';
import {
  changeOneByte,
  copyOfLiveVersion,
  liveVersion,
  replaceInBuild,
  runCli,
  syncScripts,
} from '../support/release';
import { startSiteWith, type Site } from '../support/ssr-stack';

/*
 * Remote code pinned to the digests recorded at its release, canaries that fall
 * back to the stable version, and QA overrides for one tab, on a staged site driven with
 * deploy/cli.mjs as a section team would.
 */
const heading = 'Order Food Online In NCR Delhi';
const headingOf = (name: string) => `Order Food Online In NCR Delhi, ${name}`;
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const sectionDown = (page: Page) => page.getByRole('alert').filter({ hasText: 'could not be loaded' });

/** Notes each remote script and stylesheet element as it is added (scripts are removed once loaded). */
async function notePinnedElements(page: Page) {
  await page.addInitScript(() => {
    const seen: { url: string; integrity: string }[] = [];
    (window as unknown as { pinnedSeen: typeof seen }).pinnedSeen = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src)
            seen.push({ url: node.src, integrity: node.integrity });
          else if (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
            seen.push({ url: node.href, integrity: node.integrity });
    }).observe(document, { childList: true, subtree: true });
  });
}

const pinnedElements = (page: Page, prefix: string) =>
  page.evaluate(
    (folder) =>
      (window as unknown as { pinnedSeen: { url: string; integrity: string }[] }).pinnedSeen.filter(
        (element) => element.url.includes(folder),
      ),
    prefix,
  );

const copies: string[] = [];
test.afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** A kept version of delivery with its own heading, released and then rolled back from. */
async function keptDelivery(site: Site, name: string) {
  const dir = copyOfLiveVersion(site.root, 'delivery');
  copies.push(dir);
  expect(replaceInBuild(dir, heading, headingOf(name))).toBeGreaterThan(0);
  const released = await runCli('release', site.root, 'delivery', dir);
  expect(released.code, released.stderr).toBe(0);
  const version = liveVersion(site.root, 'delivery');
  const back = await runCli('rollback', site.root, 'delivery');
  expect(back.code, back.stderr).toBe(0);
  return version;
}

test.describe('integrity and canaries', () => {
  test.describe.configure({ mode: 'serial' });
  let site: Site;
  test.beforeAll(async () => {
    site = await startSiteWith({});
  });
  test.afterAll(async () => site?.stop());

  test("a server-rendered first visit reads only the digests it needs (the rollout's 2 KB budget)", async ({
    page,
  }) => {
    const maps: string[] = [];
    const styles: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('integrity.json')) maps.push(path);
      if (path.endsWith('.css')) styles.push(path);
    });
    await page.goto(`${site.url}/delivery`);
    await expect(h1(page, heading)).toBeVisible();
    await waitForHydration(page);
    expect(maps).toEqual([`/mfe/delivery/${liveVersion(site.root, 'delivery')}/first-integrity.json`]);
    // Its CSS is in the page: no CSS file is fetched, so no other digests are needed.
    expect(styles).toEqual([]);
  });

  test('every script and CSS file of a remote carries the digest recorded at its release', async ({
    page,
    pageErrors,
  }) => {
    await renderInBrowser(page);
    await notePinnedElements(page);
    const maps: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('integrity.json')) maps.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.url}/delivery`);
    await expect(h1(page, heading)).toBeVisible();
    const version = liveVersion(site.root, 'delivery');
    // The first map first; CSS files (which a server-rendered page holds) are in the full map.
    expect(maps[0]).toBe(`/mfe/delivery/${version}/first-integrity.json`);
    const pinned = await pinnedElements(page, `/mfe/delivery/${version}/`);
    const map = JSON.parse(
      readFileSync(join(site.root, 'mfe', 'delivery', version, 'integrity.json'), 'utf8'),
    ) as {
      files: Record<string, string>;
    };
    expect(pinned.filter((element) => element.url.endsWith('.js')).length).toBeGreaterThan(0);
    expect(pinned.filter((element) => element.url.endsWith('.css')).length).toBeGreaterThan(0);
    for (const { url, integrity } of pinned)
      expect(integrity).toBe(map.files[url.split(`/mfe/delivery/${version}/`)[1] as string]);
    expect(pageErrors).toEqual([]);
  });

  test('a CSS file changed by one byte on the server is refused: the section shows its fallback', async ({
    page,
    browser,
  }) => {
    const version = liveVersion(site.root, 'delivery');
    const prefix = `/mfe/delivery/${version}/`;
    const cssOf = (target: Page) => {
      const answered: { file: string; status: number }[] = [];
      target.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (path.startsWith(prefix) && path.endsWith('.css'))
          answered.push({ file: path.slice(prefix.length), status: response.status() });
      });
      return answered;
    };
    await renderInBrowser(page);
    const before = cssOf(page);
    await page.goto(`${site.url}/delivery`);
    await expect(h1(page, heading)).toBeVisible();
    expect(before.length).toBeGreaterThan(0);
    // Put back afterwards: the later tests use this version.
    const dir = join(site.root, 'mfe', 'delivery', version);
    const saved = before
      .flatMap(({ file }) => ['', '.gz', '.br'].map((suffix) => join(dir, file + suffix)))
      .filter((path) => existsSync(path))
      .map((path) => [path, readFileSync(path)] as const);
    for (const { file } of before) changeOneByte(site.root, 'delivery', version, file);

    // Another visitor (a browser without those files in its cache).
    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await renderInBrowser(other);
      const after = cssOf(other);
      await other.goto(`${site.url}/delivery`);
      await expect(sectionDown(other)).toBeVisible();
      await expect(h1(other, heading)).toHaveCount(0);
      // The server answered: the browser refused the bytes.
      expect(after.length).toBeGreaterThan(0);
      expect(after.every(({ status }) => status === 200)).toBe(true);
    } finally {
      await context.close();
      for (const [path, bytes] of saved) writeFileSync(path, bytes);
    }
  });

  test('the render server inlines a released CSS file only as released: changed by one byte, it is left out', async ({
    request,
  }) => {
    // A kept version switched to (deploy/cli.mjs checks it against its record first), then
    // changed on the server before any page: the render server, made again on the first
    // request after a switch (server-rendering/live-renderer.mjs), first reads its CSS changed.
    const version = await keptDelivery(site, 'pinned styles');
    const switched = await runCli('rollback', site.root, 'delivery', version);
    expect(switched.code, switched.stderr).toBe(0);
    const dir = join(site.root, 'mfe', 'delivery', version);
    const styles = readdirSync(dir).filter((file) => file.endsWith('.css'));
    expect(styles.length).toBeGreaterThan(0);
    for (const file of styles) changeOneByte(site.root, 'delivery', version, file);
    try {
      const response = await request.get(`${site.url}/delivery`);
      const html = await response.text();
      // The section is still rendered on the server, by that version.
      expect(response.status()).toBe(200);
      expect(html).toContain(headingOf('pinned styles'));
      // No changed file went into the page: its stylesheets are the server bundle's own CSS.
      // A name the shell's build has too is the shell's file (global.css alone makes the same
      // file in every build, unused in a remote's: @zomato/shared is the shell's), so for it
      // only the changed bytes tell.
      const ownNames = styles.filter((file) => !existsSync(join(site.root, 'shell', file)));
      expect(ownNames.length).toBeGreaterThan(0);
      for (const file of ownNames) expect(html).not.toContain(`data-href="${file}"`);
      for (const file of styles) expect(html).not.toContain(readFileSync(join(dir, file), 'utf8').trim());
    } finally {
      const back = await runCli('rollback', site.root, 'delivery');
      expect(back.code, back.stderr).toBe(0);
    }
  });

  test("a section's chunk changed by one byte on the server is refused: the section shows its fallback", async ({
    page,
  }) => {
    await renderInBrowser(page);
    const checkout = liveVersion(site.root, 'checkout');
    const dir = join(site.root, 'mfe', 'checkout', checkout);
    const cartPage = syncScripts(dir, './App');
    expect(cartPage.length).toBeGreaterThan(0);
    const answered: number[] = [];
    page.on('response', (response) => {
      if (cartPage.some((file) => response.url().endsWith(file))) answered.push(response.status());
    });
    await page.goto(`${site.url}/delivery`);
    await expect(page.getByRole('main').getByTestId('item-card').first()).toBeVisible();
    for (const file of cartPage) changeOneByte(site.root, 'checkout', checkout, file);
    await page.getByRole('link', { name: /^Cart/ }).click();
    await expect(sectionDown(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buy Now' })).toHaveCount(0);
    // The server answered: the browser refused the bytes.
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((status) => status === 200)).toBe(true);
  });

  test('a chunk the first map does not name is pinned by the full map: changed by one byte, refused', async ({
    page,
  }) => {
    await renderInBrowser(page);
    const delivery = liveVersion(site.root, 'delivery');
    const dir = join(site.root, 'mfe', 'delivery', delivery);
    const firstMap = JSON.parse(readFileSync(join(dir, 'first-integrity.json'), 'utf8')) as {
      files: Record<string, string>;
    };
    // The detail pages' chunk: loaded after ./App, so not in the first map; its digest comes from integrity.json.
    const detail = readdirSync(dir).filter(
      (file) =>
        file.endsWith('.js') &&
        !(file in firstMap.files) &&
        readFileSync(join(dir, file), 'utf8').includes('ADD TO CART'),
    );
    expect(detail.length).toBeGreaterThan(0);
    // Put back after: the live version's files are checked against its release by the tests that follow.
    const originals = detail
      .flatMap((file) => [file, `${file}.br`, `${file}.gz`])
      .filter((file) => existsSync(join(dir, file)))
      .map((file) => [join(dir, file), readFileSync(join(dir, file))] as const);
    for (const file of detail) changeOneByte(site.root, 'delivery', delivery, file);
    const maps: string[] = [];
    const answered: number[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('integrity.json')) maps.push(path);
      if (detail.some((file) => path.endsWith(file))) answered.push(response.status());
    });
    try {
      await page.goto(`${site.url}/delivery/1`);
      await expect(sectionDown(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'ADD TO CART' })).toHaveCount(0);
      expect(maps).toContain(`/mfe/delivery/${delivery}/first-integrity.json`);
      expect(maps).toContain(`/mfe/delivery/${delivery}/integrity.json`);
      // The server answered: the browser refused the bytes.
      expect(answered.length).toBeGreaterThan(0);
      expect(answered.every((status) => status === 200)).toBe(true);
    } finally {
      for (const [path, bytes] of originals) writeFileSync(path, bytes);
    }
  });

  test('a canary goes to its share of visitors; abort and promote switch everyone', async ({ page }) => {
    await renderInBrowser(page);
    const stable = liveVersion(site.root, 'delivery');
    const canary = await keptDelivery(site, 'canary');
    const started = await runCli('canary', site.root, 'delivery', canary, '100');
    expect(started.code, started.stderr).toBe(0);
    expect(started.stdout).toMatch(`canary delivery ${canary} to 100% of visitors (stable ${stable})`);
    await page.goto(`${site.url}/delivery`);
    await expect(h1(page, headingOf('canary'))).toBeVisible();
    // Section teams see it on /status, read from the live config.
    await page.goto(`${site.url}/status`);
    const deliveryHealth = page.locator('section[data-remote="delivery"]');
    await expect(deliveryHealth).toContainText(`${canary} (100 %)`);
    await page.goto(`${site.url}/delivery`);

    expect((await runCli('abort', site.root, 'delivery')).code).toBe(0);
    await page.reload();
    await expect(h1(page, heading)).toBeVisible();

    expect((await runCli('canary', site.root, 'delivery', canary, '0')).code).toBe(0);
    await page.reload();
    await expect(h1(page, heading)).toBeVisible();

    expect((await runCli('canary', site.root, 'delivery', canary, '100')).code).toBe(0);
    const promoted = await runCli('promote', site.root, 'delivery');
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(liveVersion(site.root, 'delivery')).toBe(canary);
    await page.reload();
    await expect(h1(page, headingOf('canary'))).toBeVisible();
    expect((await runCli('rollback', site.root, 'delivery', stable)).code).toBe(0);
  });

  test('a broken canary falls back to the stable version within one load, server-rendered page included', async ({
    page,
  }) => {
    const canary = await keptDelivery(site, 'broken');
    expect((await runCli('canary', site.root, 'delivery', canary, '100')).code).toBe(0);
    // Its entry is changed on the server after the release: its digest no longer matches.
    changeOneByte(site.root, 'delivery', canary, 'remoteEntry.js');
    const canaryFiles: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/mfe/delivery/${canary}/remoteEntry.js`))
        canaryFiles.push(response.status());
    });
    await page.goto(`${site.url}/delivery`);
    await expect(h1(page, heading)).toBeVisible();
    await expect(sectionDown(page)).toHaveCount(0);
    // The server sent it (and the page read it again to tell why it failed): the browser refused it.
    expect(canaryFiles.length).toBeGreaterThan(0);
    expect(canaryFiles.every((status) => status === 200)).toBe(true);
    const asked = canaryFiles.length;
    // Remembered: the next load goes straight to the stable version.
    await page.reload();
    await expect(h1(page, heading)).toBeVisible();
    expect(canaryFiles).toHaveLength(asked);
    expect((await runCli('abort', site.root, 'delivery')).code).toBe(0);
  });

  test('an entry changed by one byte on the server is refused: the section shows its fallback', async ({
    page,
  }) => {
    await renderInBrowser(page);
    changeOneByte(site.root, 'delivery', liveVersion(site.root, 'delivery'), 'remoteEntry.js');
    await page.goto(`${site.url}/delivery`);
    await expect(sectionDown(page)).toBeVisible();
    await expect(h1(page, heading)).toHaveCount(0);
  });

  test('the production config has overrides off: an override is refused, with the banner saying why', async ({
    page,
  }) => {
    await page.goto(`${site.url}/dinning?override=${encodeURIComponent('dining@abcdefabcdef')}`);
    const banner = page.getByRole('complementary', { name: 'QA override' });
    await expect(banner).toContainText(
      'Override refused: dining@abcdefabcdef: overrides are off on this site',
    );
  });
});

test.describe('QA overrides', () => {
  test.describe.configure({ mode: 'serial' });
  let site: Site;
  let elsewhere: Server;
  let elsewhereHits = 0;
  let elsewhereOrigin = '';
  test.beforeAll(async () => {
    // An origin the config does not list: nothing may ever be asked of it.
    elsewhere = createServer((_, res) => {
      elsewhereHits += 1;
      res.end('{}');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    elsewhereOrigin = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    site = await startSiteWith({
      env: { QA_OVERRIDES: 'on', QA_OVERRIDE_ORIGINS: 'https://qa.example.com' },
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await new Promise((resolve) => elsewhere?.close(resolve));
  });

  test('a kept version in this tab only, on every page, until Reset', async ({ page, context }) => {
    const kept = await keptDelivery(site, 'QA build');
    await page.goto(`${site.url}/delivery?override=delivery@${kept}`);
    const banner = page.getByRole('complementary', { name: 'QA override' });
    await expect(banner).toContainText(`QA override: delivery loads ${kept} in this tab`);
    await expect(h1(page, headingOf('QA build'))).toBeVisible();
    // Another page of the tab (client-side), and a reload without the parameter: still there.
    await page.getByRole('link', { name: 'Dinning Out' }).first().click();
    await expect(page).toHaveURL(/\/dinning$/);
    await expect(banner).toBeVisible();
    await page.goto(`${site.url}/delivery`);
    await expect(h1(page, headingOf('QA build'))).toBeVisible();
    // Another tab of the same browser never gets it.
    const other = await context.newPage();
    await other.goto(`${site.url}/delivery`);
    await expect(h1(other, heading)).toBeVisible();
    await expect(other.getByRole('complementary', { name: 'QA override' })).toHaveCount(0);
    // Reset: the live version, no banner, the parameter gone.
    await banner.getByRole('button', { name: 'Reset' }).click();
    await expect(h1(page, heading)).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(page.url()).not.toContain('override');
  });

  test('refused: an unlisted origin (never requested), javascript: and data: URLs, an unknown version', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const asked = [
      `delivery@${elsewhereOrigin}/mf-manifest.json`,
      'dining@javascript:alert(1)',
      'nightlife@data:text/javascript;base64',
      'checkout@abcdefabcdef',
    ];
    await page.goto(`${site.url}/delivery?override=${encodeURIComponent(asked.join(','))}`);
    const banner = page.getByRole('complementary', { name: 'QA override' });
    await expect(banner).toContainText(
      `${elsewhereOrigin} is not an allowed origin (https://qa.example.com)`,
    );
    await expect(banner).toContainText(
      'dining@javascript:alert(1): javascript: and data: URLs are never loaded',
    );
    await expect(banner).toContainText(
      'nightlife@data:text/javascript;base64: javascript: and data: URLs are never loaded',
    );
    await expect(banner).toContainText('abcdefabcdef is not a kept version of checkout');
    await expect(h1(page, heading)).toBeVisible();
    expect(elsewhereHits).toBe(0);
    expect(requested.filter((url) => url.startsWith(elsewhereOrigin))).toEqual([]);
  });
});
