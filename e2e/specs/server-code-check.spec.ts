import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { liveVersion } from '../support/release';
import { startSiteWith, type Site } from '../support/ssr-stack';

/**
 * The render server runs a remote's server files only as released (the
 * chain of trust the browser uses: config -> first-integrity.json -> integrity.json's `server`
 * map). A file changed on the static host is refused, never run; that section renders in the
 * browser, and the other sections keep rendering on the server.
 */
let site: Site;
let markers: string;

test.beforeAll(async () => {
  site = await startSiteWith({ env: { SSR_CACHE_MS: '0' } });
  markers = mkdtempSync(join(tmpdir(), 'zomato-ran-'));
});
test.afterAll(async () => {
  await site?.stop();
  rmSync(markers, { recursive: true, force: true });
});

/** Adds a line to a released server file that leaves a mark when it runs. */
function addLineThatLeavesAMark(key: string, file: string): string {
  const mark = join(markers, `${key}-${file.replace(/\W/g, '_')}`);
  const path = join(site.root, 'mfe', key, liveVersion(site.root, key), 'server', file);
  writeFileSync(
    path,
    `require('fs').writeFileSync(${JSON.stringify(mark)}, 'ran');\n${readFileSync(path, 'utf8')}`,
  );
  return mark;
}

const firstResponse = async (path: string) => (await fetch(`${site.url}${path}`)).text();
const cardNames = (html: string) => [...html.matchAll(/data-testid="item-card"/g)].length;

test('a changed server entry is refused before it runs; the section renders in the browser, others on the server', async ({
  page,
}) => {
  expect(cardNames(await firstResponse('/delivery'))).toBeGreaterThan(2);
  const mark = addLineThatLeavesAMark('delivery', 'remoteEntry.js');
  const html = await firstResponse('/delivery');
  expect(existsSync(mark)).toBe(false);
  expect(cardNames(html)).toBe(0);
  // Another team's section is untouched.
  expect(cardNames(await firstResponse('/dinning'))).toBeGreaterThan(2);
  // The visitor still gets the section, from the browser's (checked) files.
  await page.goto(`${site.url}/delivery`);
  await expect(page.getByTestId('item-card').first()).toBeVisible();
  expect(existsSync(mark)).toBe(false);
});

test('changed server chunks are refused before they run', async () => {
  const version = liveVersion(site.root, 'nightlife');
  const server = join(site.root, 'mfe', 'nightlife', version, 'server');
  expect(cardNames(await firstResponse('/nightlife'))).toBeGreaterThan(2);
  const chunks = readdirSync(server).filter((file) => file.endsWith('.js') && file !== 'remoteEntry.js');
  const marks = chunks.map((chunk) => addLineThatLeavesAMark('nightlife', chunk));
  // The entry as released, touched: the render server loads this version's code anew.
  const entry = join(server, 'remoteEntry.js');
  const later = new Date(Date.now() + 60_000);
  utimesSync(entry, later, later);
  expect(cardNames(await firstResponse('/nightlife'))).toBe(0);
  expect(marks.filter((mark) => existsSync(mark))).toEqual([]);
});
