#!/usr/bin/env node
/**
 * `node bench/modules.mjs [path…]`: which source modules a first visit to a page loads, and
 * each one's share of the compressed bytes, attributed with the built files' source maps as
 * the benchmark does (lib/bundle-analysis.mjs). Serves what is built, as `npm start` does.
 *
 * Options: --group <text>  only groups containing this text (e.g. "app:", "webpack");
 *          --files         also list the fetched files with their groups.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startMockApi, startStack } from '../scripts/lib/stack.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { analyseScripts, groupOfSource, localFileFor } from './lib/bundle-analysis.mjs';
import { listingContent, loadPage } from './lib/page-load.mjs';
import { attributeBytes } from './lib/source-map-attribution.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { group: { type: 'string', default: '' }, files: { type: 'boolean', default: false } },
});
const paths = positionals.length ? positionals : ['/delivery'];
const KB = 1024;

const api = await startMockApi({ port: 0 });
const site = await startStack({ port: 0, api });
const dirs = { pageDir: join(site.siteRoot, 'shell'), siteRoot: site.siteRoot };
const browser = await launchBrowser();
try {
  for (const path of paths) {
    const content = path === '/' ? { selector: 'main h1' } : listingContent;
    const visit = await loadPage(browser, `${site.url}${path}`, { content });
    const scripts = visit.responses.filter((response) => response.type === 'Script');
    const modules = new Map();
    let total = 0;
    for (const script of scripts) {
      total += script.bytes;
      const local = localFileFor(script.url, dirs);
      if (!existsSync(`${local.file}.map`)) {
        modules.set(`(unmapped) ${script.url}`, { group: 'unmapped', bytes: script.bytes });
        continue;
      }
      const code = readFileSync(local.file, 'utf8');
      const map = JSON.parse(readFileSync(`${local.file}.map`, 'utf8'));
      // One "group" per module: its share of the file's compressed bytes.
      const shares = attributeBytes(code, map, script.bytes, (source) => `${local.app}|${source}`);
      if (options.files)
        console.log(`${(script.bytes / KB).toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`);
      for (const [key, share] of Object.entries(shares)) {
        const source = key.slice(key.indexOf('|') + 1);
        const group = groupOfSource(source, local.app);
        const entry = modules.get(key) ?? { group, bytes: 0, raw: 0 };
        entry.bytes += share.compressed;
        entry.raw += share.raw;
        modules.set(key, entry);
      }
    }
    const byGroup = new Map();
    for (const [key, entry] of modules) {
      if (!entry.group.includes(options.group)) continue;
      if (!byGroup.has(entry.group)) byGroup.set(entry.group, []);
      byGroup.get(entry.group).push({ key, ...entry });
    }
    console.log(`\n${path}: ${(total / KB).toFixed(1)} KB compressed in ${scripts.length} files`);
    // The benchmark's own figure of a group (its text compressed as one piece), beside the
    // sum of its modules' shares (each module's text compressed alone): they differ a little.
    const analysis = analyseScripts(scripts, dirs);
    console.log(
      `above the libraries' own bytes (the benchmark's overhead): ${Math.round(analysis.overhead)} B`,
    );
    const groups = [...byGroup].map(([group, list]) => [group, list, list.reduce((s, m) => s + m.bytes, 0)]);
    for (const [group, list, sum] of groups.sort((a, b) => b[2] - a[2])) {
      console.log(
        `\n${group}: ${(sum / KB).toFixed(2)} KB (${Math.round(sum)} B; the benchmark counts ${Math.round(analysis.groups[group] ?? 0)} B)`,
      );
      for (const entry of list.sort((a, b) => b.bytes - a.bytes))
        console.log(
          `  ${(entry.bytes / KB).toFixed(2).padStart(6)} KB ${String(entry.raw ?? '').padStart(7)} B  ${entry.key}`,
        );
    }
  }
} finally {
  await browser.close();
  await site.stop();
  await api.stop();
}
