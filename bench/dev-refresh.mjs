#!/usr/bin/env node
/**
 * Edit-to-screen time of `npm run dev`: the dev servers of the shell and
 * delivery-mfe (scripts/lib/dev-stack.mjs), /delivery in Chromium, then a remote
 * component's file saved again and again; each time, how long from the save until the
 * shell's page shows the change (React Fast Refresh, no reload). The file is put back.
 *   node bench/dev-refresh.mjs [--edits N]   (default 7; the first, a warm-up, is not counted)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../scripts/lib/paths.mjs';
import { startDevSite } from '../scripts/lib/dev-stack.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { median } from './lib/stats.mjs';

const { values } = parseArgs({ options: { edits: { type: 'string', default: '7' } } });
const file = join(root, 'delivery-mfe/src/features/listing/components/delivery-landing.tsx');
const heading = 'Order Food Online In NCR Delhi';
const original = readFileSync(file, 'utf8');
const restore = () => writeFileSync(file, original);
process.on('SIGINT', () => {
  restore();
  process.exit(130);
});

console.log('dev-refresh: starting the dev servers of shell and delivery-mfe…');
const site = await startDevSite(['shell', 'delivery-mfe']);
const browser = await launchBrowser();
const times = [];
try {
  const page = await browser.newPage();
  await page.goto(`${site.urls.shell}/delivery`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 120_000 });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  for (let edit = 0; edit < Number(values.edits); edit += 1) {
    const text = `${heading} (edit ${edit})`;
    const saved = performance.now();
    writeFileSync(file, original.replace(`heading="${heading}"`, `heading="${text}"`));
    await page.getByRole('heading', { level: 1, name: text }).waitFor({ timeout: 60_000 });
    times.push(performance.now() - saved);
    // Let the watcher settle before the next save.
    await page.waitForTimeout(1500);
  }
  if (!(await page.evaluate(() => 'sameDocument' in window))) throw new Error('the page reloaded');
} finally {
  restore();
  await browser.close();
  await site.stop();
}
const counted = times.slice(1).map(Math.round);
console.log(
  `dev-refresh: edit-to-screen median ${Math.round(median(counted))} ms (${counted.join(', ')} ms; warm-up ${Math.round(times[0])} ms), load average ${loadavg()[0].toFixed(1)} on this machine`,
);
