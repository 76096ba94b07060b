import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath, chromiumFlags } from './browser.mjs';

/** Debian Chromium with a DevTools port for Lighthouse (its own download does not work here). */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const started = Date.now();
  for (;;) {
    try {
      const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      if (port > 0) {
        return {
          port,
          stop: async () => {
            if (child.exitCode === null) {
              const exited = new Promise((resolve) => child.once('exit', resolve));
              child.kill('SIGTERM');
              await exited;
            }
            // Chromium's helper processes may still be writing the profile for a moment.
            try {
              rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
            } catch {
              // a leftover folder in the temp dir is not worth failing the benchmark for
            }
          },
        };
      }
    } catch {
      // not written yet
    }
    if (child.exitCode !== null) throw new Error(`Chromium exited (${child.exitCode}) before it was ready`);
    if (Date.now() - started > 30000) throw new Error('Chromium did not open its DevTools port in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The audits of a category that did not pass, for the report (why a score is below 100). */
function failures(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => audit.id);
}

function summarise(lhr, path, preset) {
  const score = (id) =>
    lhr.categories[id].score === null ? undefined : Math.round(lhr.categories[id].score * 100);
  return {
    page: path,
    preset,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    // Performance is its metrics, shown as numbers; the others are pass/fail audits.
    failed: Object.fromEntries(
      categories
        .filter((id) => id !== 'performance')
        .map((id) => [id, failures(lhr, id)])
        .filter(([, list]) => list.length),
    ),
    runtimeError: lhr.runtimeError?.message,
  };
}

/**
 * Lighthouse 12.8 for each page in its mobile (default: Moto G Power, simulated slow 4G
 * and 4x CPU) and desktop presets. Each page is run `runs[preset]` times and the run
 * with the median performance score is kept (Lighthouse's own advice: one run varies by
 * several points); a first, unrecorded run warms Chromium up. Full reports of the kept
 * runs go to `reportDir`.
 *
 * @param {string} siteUrl
 * @param {string[]} pages  paths, e.g. '/delivery'
 * @param {object} [options]
 * @param {string} [options.reportDir]  where the kept runs' full reports go (none: not written)
 * @param {(line: string) => void} [options.log]
 * @param {string[]} [options.presets]  'mobile', 'desktop'
 * @param {Record<string, number>} [options.runs]  runs of each page per preset (the median is kept)
 */
export async function runLighthouse(
  siteUrl,
  pages,
  { reportDir, log = () => {}, presets = ['mobile', 'desktop'], runs = { mobile: 3, desktop: 1 } } = {},
) {
  const chromium = await launchChromium();
  const audit = (path, preset) =>
    lighthouse(
      `${siteUrl}${path}`,
      { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: categories },
      preset === 'desktop' ? desktopConfig : undefined,
    );
  const results = [];
  try {
    await audit(pages[0], presets[0]);
    for (const preset of presets) {
      for (const path of pages) {
        const started = Date.now();
        const attempts = [];
        for (let run = 0; run < (runs[preset] ?? 1); run += 1) {
          const runner = await audit(path, preset);
          attempts.push({ runner, summary: summarise(runner.lhr, path, preset) });
        }
        attempts.sort((a, b) => (a.summary.performance ?? 0) - (b.summary.performance ?? 0));
        const kept = attempts[Math.floor((attempts.length - 1) / 2)];
        const result = {
          ...kept.summary,
          runs: attempts.length,
          performanceRange: [
            attempts[0].summary.performance,
            attempts[attempts.length - 1].summary.performance,
          ],
        };
        if (reportDir)
          writeFileSync(
            join(reportDir, `lighthouse-${preset}${path.replace(/\//g, '_') || '_'}.json`),
            // A string: the output asked for is one report (json).
            /** @type {string} */ (kept.runner.report),
          );
        results.push(result);
        log(
          `lighthouse ${preset} ${path}: perf ${result.performance} (runs ${attempts.map((a) => a.summary.performance).join(', ')}) ` +
            `a11y ${result.accessibility} bp ${result.bestPractices} seo ${result.seo} (${Math.round((Date.now() - started) / 1000)} s)`,
        );
      }
    }
  } finally {
    await chromium.stop();
  }
  return results;
}
