/**
 * The soak (`npm run bench:soak`, or `--only soak`): `visitors`
 * simulated visitors in one Chromium browse the site for `seconds` while the steps of
 * steps.mjs happen at fixed times; then each visitor's acknowledged cart writes are compared
 * with the data service's cart. Returns the figures of report.mjs `summarise`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../browser.mjs';
import { watchMachine } from './machine-watch.mjs';
import { replan, summarise, timeline } from './report.mjs';
import { startSoakStack } from './stack.mjs';
import { prepareSteps } from './steps.mjs';
import { runVisitor } from './visitors.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * @param {object} options
 * @param {number} [options.seconds]  how long the visitors browse
 * @param {number} [options.visitors]
 * @param {string} options.logDir  where each process's output goes
 * @param {(line: string) => void} [options.log]
 */
export async function runSoak({ seconds = 120, visitors = 20, logDir, log = () => undefined }) {
  const stack = await startSoakStack({ logDir, log });
  try {
    const prepared = await prepareSteps(stack);
    const browser = await launchBrowser();
    try {
      const { steps } = prepared;
      const plan = timeline(seconds * 1000, steps.length);
      const started = performance.now();
      const now = () => performance.now() - started;
      const events = [];
      const record = (type, fields) => events.push({ type, at: now(), ...fields });
      // Visitors browse until the planned end, and at least 15 % of it after the last step has
      // finished: on a loaded machine steps take longer than planned, and each needs its 'after'.
      let stopAt = Infinity;
      const until = () => stopAt;
      // The warm-up lasts until every visitor's first (cold) page load has shown something, so
      // that the 'before' phase is the site in its steady state, not the wave of first visits.
      let firstLoads = 0;
      let onFirstLoad;
      const warmedUp = new Promise((resolve) => {
        onFirstLoad = () => {
          firstLoads += 1;
          if (firstLoads === visitors) resolve(now());
        };
      });
      log(`soak: ${visitors} visitors for ${seconds} s`);
      const stopWatching = watchMachine(stack, record);

      const visitorRuns = Array.from({ length: visitors }, (_, index) =>
        runVisitor(browser, {
          index,
          siteUrl: stack.siteUrl,
          until,
          now,
          record,
          seed: 0x5eed + index * 7919,
          // Arrivals spread over the planned warm-up.
          startDelay: (index * plan.warmUp) / visitors,
          onFirstLoad,
        }),
      );
      const stepResults = [];
      const stepsDone = (async () => {
        const warm = await Promise.race([warmedUp, sleep(plan.end * 0.5 - now()).then(now)]);
        Object.assign(plan, replan(plan, warm, steps.length));
        log(
          `soak: warmed up at ${Math.round(warm / 1000)} s; steps at ${plan.stepsAt.map((ms) => `${Math.round(ms / 1000)} s`).join(', ')}`,
        );
        for (const [index, step] of steps.entries()) {
          await sleep(plan.stepsAt[index] - now());
          const start = now();
          let result;
          try {
            result = await step.run();
          } catch (error) {
            result = { ok: false, outcome: `failed: ${String(error?.message ?? error).split('\n')[0]}` };
          }
          stepResults.push({ id: step.id, label: step.label, start, end: now(), ...result });
          log(`soak [${Math.round(start / 1000)} s] ${step.label}: ${result.outcome}`);
        }
        stopAt = Math.max(plan.end, now() + plan.end * 0.15);
      })();
      const [ran] = await Promise.all([Promise.all(visitorRuns), stepsDone]);
      const finished = now();
      await stopWatching();
      // Every event as it happened, beside the servers' logs: what a figure of the report is made of.
      writeFileSync(join(logDir, 'events.json'), JSON.stringify({ steps: stepResults, events }, null, 1));

      // What the data service holds for each visitor, asked directly (not through nginx).
      const carts = await Promise.all(
        ran.map(({ visitorId }) =>
          fetch(`${stack.apiUrl}/cart`, { headers: { 'X-Visitor-Id': visitorId } }).then((response) =>
            response.json(),
          ),
        ),
      );
      return summarise({
        events,
        steps: stepResults,
        plan,
        finished,
        visitors: ran,
        carts,
        readiness: stack.readiness,
        seconds,
      });
    } finally {
      await browser.close().catch(() => undefined);
      prepared.cleanup();
    }
  } finally {
    await stack.stop();
  }
}
