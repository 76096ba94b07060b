#!/usr/bin/env node
/**
 * `npm run bench`: the site as a visitor gets it. Builds every app for
 * production, serves them exactly as `npm start` does (scripts/lib/stack.mjs), measures
 * with Playwright + Debian Chromium (DevTools protocol for bytes and CPU throttling),
 * autocannon and Lighthouse 12.8, and writes bench/results/latest.md and latest.json.
 *
 * Options:
 *   --check            exit 1 when a budget (bench/budgets.mjs) is missed
 *   --runs N           fresh-profile runs per measurement (default 5, the median is kept)
 *   --skip-build       measure what is built (build times are then not measured)
 *   --skip <parts>     comma list of: pages, actions, journey, tabs, search, scale, api, render, lighthouse, soak
 *   --only <parts>     run only these parts (same names); the report then goes to
 *                      bench/results/only-<parts>.md and .json, latest.md is left as it is
 *   --soak-seconds N   how long the soak's visitors browse (default 120: a soak lasts at least 2 minutes)
 *   --soak-visitors N  how many visitors the soak simulates (default 20)
 *   --lighthouse-runs N  Lighthouse mobile runs per page (default 5, the median is kept: Lighthouse's own advice, one run varies by several points)
 *   --update-readme    copy the budget and page tables into docs/performance.md
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { buildApps } from '../scripts/lib/build.mjs';
import { startMockApi, startStack } from '../scripts/lib/stack.mjs';
import { evaluateBudgets } from './budgets.mjs';
import { measureApi } from './lib/api-load.mjs';
import { launchBrowser, chromiumPath } from './lib/browser.mjs';
import { analyseScripts, libraries, rolloutDataBytes } from './lib/bundle-analysis.mjs';
import { measureFirstActions } from './lib/first-action.mjs';
import { measureJourney } from './lib/journey.mjs';
import { measureSearch, measureTabSwitches } from './lib/interactions.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { listsFromCounts, measureScale } from './lib/scale.mjs';
import { listingContent, loadPage } from './lib/page-load.mjs';
import { renderReport } from './lib/report.mjs';
import { updateReadme } from './lib/readme.mjs';
import { checkServing } from './lib/serving.mjs';
import { startSiteWithLoopingSection } from './lib/looping-section.mjs';
import { measureRenderServer } from './lib/render-load.mjs';
import { runSoak } from './lib/soak/index.mjs';
import { median, medianOf, percentile } from './lib/stats.mjs';

const require = createRequire(import.meta.url);
const { apps } = require('../tools/apps.cjs');
const { status: releaseStatus } = require('../deploy/release/release.cjs');
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

const { values: options } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    skip: { type: 'string', default: '' },
    only: { type: 'string', default: '' },
    'update-readme': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '5' },
    'soak-seconds': { type: 'string', default: '120' },
    'soak-visitors': { type: 'string', default: '20' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('bench: --runs must be a whole number >= 1');
  process.exit(2);
}
const lighthouseRuns = Number(options['lighthouse-runs']);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
  console.error('bench: --lighthouse-runs must be a whole number >= 1');
  process.exit(2);
}
const soakSeconds = Number(options['soak-seconds']);
const soakVisitors = Number(options['soak-visitors']);
if (!(soakSeconds >= 10) || !Number.isInteger(soakVisitors) || soakVisitors < 1) {
  console.error('bench: --soak-seconds must be at least 10, --soak-visitors a whole number >= 1');
  process.exit(2);
}
const parts = [
  'pages',
  'actions',
  'journey',
  'tabs',
  'search',
  'scale',
  'api',
  'render',
  'lighthouse',
  'soak',
];
const listed = (text) => text.split(',').filter(Boolean);
const only = listed(options.only);
const unknown = [...only, ...listed(options.skip)].filter((part) => !parts.includes(part));
if (unknown.length) {
  console.error(`bench: unknown part(s) ${unknown.join(', ')}; parts are ${parts.join(', ')}`);
  process.exit(2);
}
const skipped = only.length ? parts.filter((part) => !only.includes(part)) : listed(options.skip);
const wanted = (part) => !skipped.includes(part);
// The soak starts a stack of its own (nginx, two render servers): the `npm start` one is
// started only for the other parts.
const needsSite = parts.some((part) => part !== 'soak' && wanted(part));

/**
 * The CPU speeds pages, first actions, tab switches and search are measured at (DevTools throttling).
 * @type {[mode: 'unthrottled' | 'throttled', cpuSlowdown: number][]}
 */
const cpuModes = [
  ['unthrottled', 1],
  ['throttled', 4],
];

/** The measured pages and what counts as their main content being visible. */
const pages = [
  { path: '/', content: { selector: 'main h1' } },
  { path: '/delivery', content: listingContent },
  { path: '/delivery/cake', content: listingContent },
  { path: '/dinning', content: listingContent },
  {
    path: '/cart',
    content: {
      selector: 'main :is([data-testid="cart-line"], [role="status"])',
      text: 'cart is empty|Remove',
    },
  },
];
const lighthousePages = ['/', '/delivery', '/dinning', '/cart'];
const pageFields = [
  'jsBytes',
  'jsDecoded',
  'jsFiles',
  'cssBytes',
  'cssDecoded',
  'requests',
  'fcp',
  'lcp',
  'content',
  'usable',
  'hydrated',
];

const started = Date.now();
const log = (message) => console.log(`bench [${Math.round((Date.now() - started) / 1000)} s] ${message}`);
const load = { start: loadavg()[0], max: loadavg()[0] };
const loadSampler = setInterval(() => {
  load.max = Math.max(load.max, loadavg()[0]);
}, 2000);
loadSampler.unref();

const runDir = join(here, 'results/runs', new Date().toISOString().replace(/[:.]/g, '-'));
mkdirSync(runDir, { recursive: true });
const stops = [];
const results = { pages: {}, failures: {} };

const messageOf = (error) => (error instanceof Error ? error.message : String(error));
/** The parts that measure the site `npm start` serves (the others start sites of their own). */
const siteParts = parts.filter((part) => part !== 'scale' && part !== 'soak');
/** Why a part cannot run at all (the build failed, the site did not start), by part. */
const cannotRun = {};

/**
 * Runs one part of the benchmark; a part that fails is recorded (what it had measured is
 * kept: its budgets read what is there, bench/budgets.mjs) and the others still run.
 */
async function section(name, measure) {
  if (!wanted(name)) return;
  const why = cannotRun[name];
  try {
    if (why) throw new Error(why);
    await measure();
  } catch (error) {
    results.failures[name] = messageOf(error);
    log(`${name} could not be measured: ${messageOf(error)}`);
  }
}

try {
  let built = true;
  if (!options['skip-build']) {
    log('building every app for production');
    try {
      results.builds = await buildApps(apps.map((app) => app.dir));
    } catch (error) {
      // Nothing is measured on what an earlier build left; the report says why.
      built = false;
      for (const part of parts) cannotRun[part] = `the build failed: ${messageOf(error)}`;
    }
  }

  // The default catalogue for the pages, a 10,000-dish /global for the search.
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  let api;
  let site;
  let dirs;
  let browser;
  if (needsSite && built) {
    try {
      api = await startMockApi({ port: 0, dataDir: join(dataDir, 'default') });
      stops.push(api.stop);
      site = await startStack({ port: 0, api });
      stops.push(site.stop);
      log(`serving ${site.url} (data service ${api.url})`);
      // Served files map to the site root npm start staged (deploy/release/ layout).
      dirs = { pageDir: join(site.siteRoot, 'shell'), siteRoot: site.siteRoot };
      browser = await launchBrowser();
      stops.push(() => browser.close());
    } catch (error) {
      for (const part of siteParts) cannotRun[part] = `the site did not start: ${messageOf(error)}`;
    }
  }

  await section('pages', async () => {
    const fetched = new Set();
    for (const [mode, cpuSlowdown] of cpuModes) {
      const perPage = Object.fromEntries(pages.map((page) => [page.path, []]));
      for (let run = 0; run < runs; run += 1) {
        for (const page of pages) {
          const visit = await loadPage(browser, `${site.url}${page.path}`, {
            content: page.content,
            cpuSlowdown,
          });
          perPage[page.path].push(visit);
          for (const response of visit.responses) fetched.add(response.url);
        }
        log(`page loads (${mode}): run ${run + 1} of ${runs}`);
      }
      for (const page of pages) {
        const visits = perPage[page.path];
        const entry = (results.pages[page.path] ??= { errors: [] });
        entry[mode] = medianOf(visits, pageFields);
        entry[mode].lcpElement = visits[0].lcpElement;
        entry.errors = [
          ...new Set([...entry.errors, ...visits.flatMap((visit) => [...visit.errors, ...visit.failed])]),
        ];
        if (mode === 'unthrottled') entry.firstVisit = visits[0];
      }
    }

    // What /delivery's JS is made of (bytes are the same in every run; the first is used).
    const deliveryScripts = results.pages['/delivery'].firstVisit.responses.filter(
      (r) => r.type === 'Script',
    );
    const delivery = analyseScripts(deliveryScripts, dirs);
    delivery.files = deliveryScripts.length;
    delivery.checkoutBytes = deliveryScripts
      .filter((script) => /\/mfe\/(checkout|auth)\//.test(script.url))
      .reduce((sum, script) => sum + script.bytes, 0);
    // The digest maps and config sections the page received for the rollout.
    delivery.rolloutData = rolloutDataBytes(results.pages['/delivery'].firstVisit.responses, dirs);
    results.delivery = delivery;

    // The shell's own code: its files on `/`, without the libraries, @zomato/shared and its copy of @zomato/section-ui.
    const shellScripts = results.pages['/'].firstVisit.responses.filter(
      (r) => r.type === 'Script' && !new URL(r.url).pathname.startsWith('/mfe/'),
    );
    const shell = analyseScripts(shellScripts, dirs);
    const vendor = [...libraries, 'app: @zomato/shared', 'app: @zomato/section-ui'].reduce(
      (sum, name) => sum + (shell.groups[name] ?? 0),
      0,
    );
    results.shell = { total: shell.total, ownBytes: shell.total - vendor, groups: shell.groups };
    for (const page of Object.values(results.pages)) delete page.firstVisit;

    results.serving = await checkServing(site.url, fetched, Object.values(site.runtimeConfig.remotes));
    // Each remote's first load, as its release recorded it (deploy/release/first-load.cjs).
    results.remotes = Object.fromEntries(
      Object.entries(releaseStatus(site.siteRoot).remotes).map(([key, remote]) => [
        key,
        {
          version: remote.current,
          firstLoadBytes: remote.versions.find((v) => v.version === remote.current)?.firstLoadBytes,
        },
      ]),
    );
    log(`serving: ${results.serving.problems.length} problem(s) in ${results.serving.checked} URLs`);
  });

  await section('actions', async () => {
    const random = await (await fetch(`${api.url}/random`)).json();
    const noidaCards = random.filter((item) => item.place === 'Noida').length;
    results.firstAction = {};
    for (const [mode, cpuSlowdown] of cpuModes) {
      results.firstAction[mode] = await measureFirstActions(browser, site.url, { cpuSlowdown, noidaCards });
      log(`first action answered (${mode}): ${JSON.stringify(results.firstAction[mode])}`);
    }
  });

  const journeyRuns = 9;
  await section('journey', async () => {
    results.journey = {};
    for (const [mode, cpuSlowdown] of cpuModes) {
      // Its steps vary by ±100 ms from one load to the next on a shared machine: more loads than
      // the other parts, for medians that hold from one run to the next.
      results.journey[mode] = await measureJourney(browser, site.url, {
        runs: Math.max(runs, journeyRuns),
        cpuSlowdown,
      });
      const { on, off, detail } = results.journey[mode];
      log(
        `journey (${mode}): on ${JSON.stringify(on)} off ${JSON.stringify(off)} detail ${JSON.stringify(detail)}`,
      );
    }
  });

  await section('tabs', async () => {
    results.tabSwitch = {};
    for (const [mode, cpuSlowdown] of cpuModes) {
      const samples = [];
      for (let run = 0; run < runs; run += 1)
        samples.push(await measureTabSwitches(browser, site.url, { cpuSlowdown }));
      results.tabSwitch[mode] = medianOf(samples, ['cold', 'coldHover', 'warm']);
      log(`tab switches (${mode}): ${JSON.stringify(results.tabSwitch[mode])}`);
    }
  });

  await section('search', async () => {
    const largeApi = await startMockApi({
      port: 0,
      dataDir: join(dataDir, 'large'),
      env: { MOCK_API_GLOBAL_SIZE: '10000' },
    });
    stops.push(largeApi.stop);
    const largeSite = await startStack({ port: 0, api: largeApi });
    stops.push(largeSite.stop);
    results.search = {};
    const searches = [];
    for (const [mode, cpuSlowdown] of cpuModes) {
      const all = [];
      for (let run = 0; run < runs; run += 1) {
        const measured = await measureSearch(browser, largeSite.url, { cpuSlowdown });
        searches.push(measured);
        all.push(...measured.samples);
      }
      // The lists' size as the page (or its GET /api/global) had them; where they came from, by visit.
      results.search.listSize = searches.find((search) => search.listSize !== undefined)?.listSize;
      results.search.listsFrom = listsFromCounts(searches);
      results.search[mode] = {
        samples: all.length,
        commit: median(all.map((sample) => sample.commit)),
        commitP95: percentile(
          all.map((sample) => sample.commit),
          95,
        ),
        frame: median(all.map((sample) => sample.frame)),
        frameP95: percentile(
          all.map((sample) => sample.frame),
          95,
        ),
      };
      log(`search (${mode}): ${JSON.stringify(results.search[mode])}`);
    }
  });

  await browser?.close().catch(() => undefined);

  await section('api', async () => {
    results.api = await measureApi(api.url);
    log(`mock-api: ${JSON.stringify(results.api)}`);
  });

  await section('render', async () => {
    const where = { siteUrl: site.url, apiUrl: api.url, shellDist: dirs.pageDir };
    // As production runs it (pages kept 5 s), then a render for every request.
    results.render = await measureRenderServer(where);
    log(`render server: ${JSON.stringify(results.render)}`);
    results.renderUncached = await measureRenderServer(where, { cacheMs: 0 });
    log(`render server, no page cache: ${JSON.stringify(results.renderUncached)}`);
    // The same, with one section's server render looping forever.
    const looping = await startSiteWithLoopingSection({ apiUrl: api.url });
    try {
      results.renderLooping = await measureRenderServer({ ...where, siteUrl: looping.url });
      log(`render server, delivery looping: ${JSON.stringify(results.renderLooping)}`);
    } finally {
      await looping.stop();
    }
  });

  await section('lighthouse', async () => {
    results.lighthouse = await runLighthouse(site.url, lighthousePages, {
      reportDir: runDir,
      log,
      runs: { mobile: lighthouseRuns, desktop: 1 },
    });
  });

  // Last: each scaled site is a render server in this process, and a render server reads one
  // data service per process (createRenderer sets it): after this part the main site's pages
  // would be rendered against a stopped data service (the listing left to the browser).
  await section('scale', async () => {
    const scaleBrowser = await launchBrowser();
    // Every list of the data service answered with `size` items (mock-api CATALOG_SCALE).
    const startSite = async (size) => {
      const scaledApi = await startMockApi({
        port: 0,
        dataDir: join(dataDir, `scale-${size}`),
        env: { CATALOG_SCALE: String(size) },
      });
      const scaledSite = await startStack({ port: 0, api: scaledApi });
      return {
        url: scaledSite.url,
        stop: async () => {
          await scaledSite.stop();
          await scaledApi.stop();
        },
      };
    };
    try {
      results.scale = await measureScale(scaleBrowser, { runs, startSite, log });
    } finally {
      await scaleBrowser.close();
    }
    for (const [size, figures] of Object.entries(results.scale.sizes))
      log(`scale ${size}: ${JSON.stringify(figures)}`);
    log(`search: ${JSON.stringify(results.scale.search)}`);
    // What it could not measure is kept with its figures (and listed in the report): said here too.
    const problems = Object.values(results.scale.problems ?? {}).flat();
    if (problems.length)
      results.failures.scale = `${problems.length} step(s) not measured, the first: ${problems[0]}`;
  });

  // The soak: releases, a render server and the data service killed, under the
  // traffic of simulated visitors, on a production-like stack of its own.
  await section('soak', async () => {
    results.soak = await runSoak({
      seconds: soakSeconds,
      visitors: soakVisitors,
      logDir: join(runDir, 'soak'),
      log,
    });
    const { totals, cart, p95 } = results.soak;
    log(
      `soak: ${totals.pageLoads} page loads, failed page/script/css/api ${['page', 'script', 'css', 'api'].map((kind) => totals.failed[kind]).join('/')}, ` +
        `${totals.fallbacks} fallbacks, ${totals.consoleErrors} console errors, ${cart.lost} cart lines lost, ` +
        `p95 before ${p95.before} ms, during releases ${p95.duringReleases} ms`,
    );
  });
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
}

const git = (...args) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};
const chromiumVersion = () => {
  try {
    return execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .split(' built')[0];
  } catch {
    return 'Chromium';
  }
};
clearInterval(loadSampler);
results.environment = {
  finishedAt: new Date().toISOString(),
  seconds: (Date.now() - started) / 1000,
  commit: `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' (+ uncommitted changes)' : ''}`,
  node: process.version,
  chromium: chromiumVersion(),
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
  load: { ...load, end: loadavg()[0] },
  runs,
  skipped,
  ...(wanted('soak') && { soak: { seconds: soakSeconds, visitors: soakVisitors } }),
};
const budgets = evaluateBudgets(results, { skipped, only });
results.budgets = budgets;

const outDir = join(here, 'results');
// Written as Prettier would (npm test checks the formatting of every file in git).
const pretty = (text, parser) => prettier.format(text, { ...prettierOptions, parser });
const prettierOptions = (await prettier.resolveConfig(join(outDir, 'latest.md'))) ?? {};
// A run of some parts only (--only) leaves the full run's report as it is.
const reportName = only.length ? `only-${only.join('-')}` : 'latest';
writeFileSync(join(outDir, `${reportName}.json`), await pretty(JSON.stringify(results), 'json'));
writeFileSync(join(outDir, `${reportName}.md`), await pretty(renderReport(results, budgets), 'markdown'));
writeFileSync(join(runDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
if (options['update-readme'])
  await updateReadme(join(root, 'docs', 'performance.md'), results, budgets, pretty);

const missed = budgets.filter((budget) => !budget.pass);
log(
  `wrote bench/results/${reportName}.md and ${reportName}.json (${budgets.length - missed.length} of ${budgets.length} budgets met)`,
);
for (const budget of missed)
  console.log(
    `  missed: ${budget.label}: ${budget.value} (limit ${budget.limit})${budget.error ? ` (${budget.error})` : ''}`,
  );
if (options.check && missed.length) process.exit(1);
process.exit(0);
