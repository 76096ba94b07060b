/** The soak's figures from its events (visitors.mjs), and its section of the report. */
import { percentile } from '../stats.mjs';
import { releaseSteps } from './steps.mjs';
import { machineFigures } from './machine-watch.mjs';
import { thinkMs } from './visitors.mjs';

const kinds = ['page', 'script', 'css', 'api', 'other'];

/**
 * When things happen in a soak of `totalMs`, as planned: a warm-up (20 %, over which the visitors
 * arrive: a cold first visit costs the two cores about a second; `replan` extends it until
 * each visitor's first, cold load has shown something), a 'before' phase (at least 15 %, until 25 % at the earliest), then the
 * steps spread evenly until 85 %, which leaves the last one room to show its effect. A step's 'during' window runs from its start to `settleMs`
 * after it finished; its 'after' window from there to the next step (or the end).
 */
export function timeline(totalMs, stepCount) {
  const firstStep = totalMs * 0.25;
  const spacing = stepCount > 1 ? (totalMs * 0.85 - firstStep) / (stepCount - 1) : 0;
  return {
    end: totalMs,
    warmUp: totalMs * 0.2,
    stepsAt: Array.from({ length: stepCount }, (_, index) => firstStep + index * spacing),
    settleMs: Math.min(3000, spacing / 4 || 3000),
  };
}

/**
 * The plan once the warm-up is over (at `warmMs`): a 'before' phase of at least 15 % of the soak,
 * then the steps spread evenly until 85 % of it (or one right after another, when the warm-up ran
 * long).
 */
export function replan(plan, warmMs, stepCount) {
  const firstStep = Math.max(plan.stepsAt[0], warmMs + plan.end * 0.15);
  const spacing = stepCount > 1 ? Math.max(0, (plan.end * 0.85 - firstStep) / (stepCount - 1)) : 0;
  return {
    warmUp: Math.max(plan.warmUp, warmMs),
    stepsAt: Array.from({ length: stepCount }, (_, index) => firstStep + index * spacing),
    settleMs: Math.min(3000, spacing / 4 || 3000),
  };
}

const countBy = (items, key) =>
  items.reduce((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {});
/** The most frequent values of `key`, with their counts, most frequent first. */
const top = (items, key, limit = 12) =>
  Object.entries(countBy(items, key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([text, count]) => ({ text, count }));
const round = (value) => (value === undefined ? undefined : Math.round(value));

function phasesOf(steps, plan, finished) {
  const phases = [
    { name: 'warm-up', from: 0, to: plan.warmUp },
    { name: 'before', from: plan.warmUp, to: steps[0]?.start ?? finished },
  ];
  steps.forEach((step, index) => {
    const next = steps[index + 1]?.start ?? Infinity;
    const settled = Math.min(step.end + plan.settleMs, next);
    phases.push({ name: `during ${step.id}`, step: step.id, during: true, from: step.start, to: settled });
    phases.push({ name: `after ${step.id}`, step: step.id, from: settled, to: next });
  });
  return phases;
}

/** The figures of a set of events (one phase, or the whole soak). */
function figures(events) {
  const of = (type) => events.filter((event) => event.type === type);
  const pages = of('page');
  const failed = of('failed');
  return {
    pageLoads: pages.length,
    p95: round(
      percentile(
        pages.map((page) => page.ms),
        95,
      ),
    ),
    median: round(
      percentile(
        pages.map((page) => page.ms),
        50,
      ),
    ),
    errorShown: pages.filter((page) => page.shown === 'trouble').length,
    nothingShown: pages.filter((page) => page.shown === 'nothing').length,
    failed: Object.fromEntries(
      kinds.map((kind) => [kind, failed.filter((event) => event.kind === kind).length]),
    ),
    fallbacks: of('fallback').length,
    consoleErrors: of('console').length,
    requestConsoleLines: of('console-request').length,
  };
}

/** Each visitor's acknowledged cart lines against what the data service holds for it. */
function cartCheck(visitors, carts, dataKillAt) {
  const check = {
    visitors: visitors.length,
    acknowledged: 0,
    lost: 0,
    lostWrittenBeforeDataKill: 0,
    quantityBehind: 0,
    unacknowledgedPresent: 0,
    unreadableAnswers: 0,
    details: [],
  };
  visitors.forEach(({ visitorId, ledger }, index) => {
    const held = Array.isArray(carts[index]) ? carts[index] : [];
    if (!Array.isArray(carts[index]))
      check.details.push(
        `${visitorId}: the data service answered ${JSON.stringify(carts[index]).slice(0, 120)}`,
      );
    check.unreadableAnswers += ledger.unreadable;
    for (const [id, line] of ledger.lines) {
      check.acknowledged += 1;
      const now = held.find((entry) => entry.id === id);
      if (!now) {
        check.lost += 1;
        if (dataKillAt !== undefined && line.lastAckAt < dataKillAt) check.lostWrittenBeforeDataKill += 1;
        check.details.push(`${visitorId}: line ${id} (${line.name}, quantity ${line.quantity}) lost`);
      } else if ((now.version ?? 0) < line.version) {
        check.quantityBehind += 1;
        check.details.push(
          `${visitorId}: line ${id} (${line.name}) at version ${now.version} quantity ${now.quantity}, acknowledged ${line.version} / ${line.quantity}`,
        );
      }
    }
    check.unacknowledgedPresent += held.filter((entry) => !ledger.lines.has(entry.id)).length;
  });
  return check;
}

export function summarise({ events, steps, plan, finished, visitors, carts, readiness, seconds }) {
  const phases = phasesOf(steps, plan, finished).map((phase) => {
    const inside = events.filter((event) => event.at >= phase.from && event.at < phase.to);
    return {
      name: phase.name,
      step: phase.step,
      during: phase.during ?? false,
      from: round(Math.min(phase.from, finished)),
      to: round(Math.min(phase.to, finished)),
      ...figures(inside),
      pageTimes: inside.filter((event) => event.type === 'page').map((event) => round(event.ms)),
    };
  });
  const pageTimesIn = (list) => list.flatMap((phase) => phase.pageTimes);
  const before = phases.find((phase) => phase.name === 'before');
  const duringReleases = phases.filter((phase) => phase.during && releaseSteps.includes(phase.step));
  const releaseTimes = pageTimesIn(duringReleases);
  const of = (type) => events.filter((event) => event.type === type);
  const answered = (list) => ({
    tries: list.length,
    ok: list.filter((event) => typeof event.status === 'number' && event.status < 400).length,
  });
  const dataKillAt = steps.find((step) => step.id === 'data-kill')?.start;
  const failedEvents = of('failed');
  return {
    seconds,
    ranSeconds: round(finished / 1000),
    visitors: visitors.length,
    actions: visitors.reduce((sum, visitor) => sum + visitor.actions, 0),
    readiness,
    steps: steps.map((step) => ({ ...step, start: round(step.start), end: round(step.end) })),
    totals: {
      ...figures(events),
      tabSwitches: of('tab').length,
      details: of('detail').length,
      adds: answered(of('add')),
      changes: answered(of('change')),
      aborted: Object.fromEntries(
        kinds.map((kind) => [kind, of('aborted').filter((event) => event.kind === kind).length]),
      ),
      crashes: of('crash').length,
    },
    p95: {
      before: round(percentile(before?.pageTimes ?? [], 95)),
      beforeLoads: before?.pageTimes.length ?? 0,
      duringReleases: round(percentile(releaseTimes, 95)),
      duringReleasesLoads: releaseTimes.length,
    },
    failures: top(
      failedEvents,
      (event) => `${event.kind} ${event.status ?? event.error} ${new URL(event.url).pathname}`,
    ),
    failuresByPhase: phases
      .filter((phase) => kinds.some((kind) => phase.failed[kind]))
      .map((phase) => ({ phase: phase.name, ...phase.failed })),
    fallbacks: top(of('fallback'), (event) => `${event.kind} on ${event.path}`),
    consoleErrors: top(of('console'), (event) => event.text.replace(/https?:\/\/[^/\s]+/g, '')),
    visitorErrors: top(of('visitor-error'), (event) => event.text),
    retry: {
      seen: of('retry-seen').length,
      recovered: of('recovered').length,
      reloadNeeded: of('reload-needed').length,
      recoveredMs: of('recovered').map((event) => round(event.ms)),
    },
    cart: cartCheck(visitors, carts, dataKillAt),
    machine: machineFigures(of('machine')),
    // Each phase keeps its page times (ms), for a look at the spread behind its p95.
    phases,
  };
}

const cell = (value) => (value === undefined ? '–' : String(value));
const row = (cells) => `| ${cells.map(cell).join(' | ')} |`;
const table = (head, rows) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
const seconds = (ms) => (ms / 1000).toFixed(1);
const listed = (items) =>
  items.length ? items.map(({ text, count }) => `- ${count} × ${text}`).join('\n') : '- none';

/** The machine watch's line (machine-watch.mjs), when it ran. */
const machineLines = (machine) =>
  machine?.samples
    ? [
        `The machine, once a second (${machine.samples} samples): the two cores ${machine.busyMedian} % busy at the median, ` +
          `over 90 % in ${machine.busyOver90} samples; at most ${machine.stealMax} % stolen by the host and ${machine.iowaitMax} % ` +
          `waiting on the disk. Slowest answer to a direct request: the data service ${machine.slowestDataService.ms} ms ` +
          `(at ${Math.round(machine.slowestDataService.at / 1000)} s), nginx ${machine.slowestNginx.ms} ms (at ` +
          `${Math.round(machine.slowestNginx.at / 1000)} s).`,
        '',
      ]
    : [];

/** The soak's section of bench/results/*.md. */
export function soakLines(soak) {
  const t = soak.totals;
  const failed = (f) => kinds.map((kind) => f[kind]).join(' / ');
  return [
    '## Soak: releases under traffic',
    '',
    `${soak.visitors} visitors (browser contexts of one Chromium) for ${soak.ranSeconds} s (planned ${soak.seconds} s) ` +
      'through nginx with two render servers and the data service, browsing every section, switching tabs, ' +
      `opening details, adding to the cart and changing quantities on /cart, with ${thinkMs.min / 1000}-${thinkMs.max / 1000} s think times. ` +
      '“page time”: `goto` to the page’s main content (or its error state) on screen, in ms (20 s without either: ' +
      '“nothing”). Failed requests: an HTTP status >= 400 or a network error, by kind ' +
      '(page / script / CSS / API / other: config, manifests, digest maps, images, telemetry pings); requests the ' +
      'browser cancelled because the visitor moved on (net::ERR_ABORTED) are listed apart. “fallbacks shown”: each ' +
      'time a section fallback, a “not fully working” notice, an error state with Retry, a “taking longer than usual” ' +
      'notice or a failed ADD TO CART appears (one that comes back after a Retry counts again). Readiness: ' +
      soak.readiness.map((ready) => `${ready.server} ${ready.path} ${ready.ms} ms`).join(', ') +
      '.',
    '',
    table(
      ['step', 'at s', 'took ms', 'outcome'],
      soak.steps.map((step) => [
        step.label,
        seconds(step.start),
        step.end - step.start,
        `${step.ok ? '' : '**unexpected** '}${step.outcome}`,
      ]),
    ),
    '',
    table(
      [
        'phase',
        'window s',
        'page loads',
        'p95 page ms',
        'median ms',
        'error state / nothing in 20 s',
        'failed page / script / CSS / API / other',
        'fallbacks shown',
        'console errors',
      ],
      soak.phases.map((phase) => [
        phase.name,
        `${seconds(phase.from)}–${seconds(phase.to)}`,
        phase.pageLoads,
        phase.p95,
        phase.median,
        `${phase.errorShown} / ${phase.nothingShown}`,
        failed(phase.failed),
        phase.fallbacks,
        phase.consoleErrors,
      ]),
    ),
    '',
    `Whole soak: ${t.pageLoads} page loads (p95 ${cell(t.p95)} ms; ${t.errorShown} showed an error state, ${t.nothingShown} ` +
      `showed nothing within 20 s), ` +
      `${t.tabSwitches} tab switches, ${t.details} details opened, ADD TO CART ${t.adds.ok} of ${t.adds.tries} answered 2xx, ` +
      `quantity changes ${t.changes.ok} of ${t.changes.tries} answered 2xx; ${soak.actions} actions. ` +
      `Failed requests page / script / CSS / API / other: ${failed(t.failed)}; cancelled by the visitor moving on: ${failed(t.aborted)}. ` +
      `Fallbacks shown: ${t.fallbacks}. Console errors of the code: ${t.consoleErrors} (and ${t.requestConsoleLines} ` +
      `lines of Chromium's for failed requests, counted above). Page crashes: ${t.crashes}. ` +
      `p95 page time before the steps ${cell(soak.p95.before)} ms (${soak.p95.beforeLoads} loads), during the releases ` +
      `${cell(soak.p95.duringReleases)} ms (${soak.p95.duringReleasesLoads} loads).`,
    '',
    ...machineLines(soak.machine),
    `Cart: ${soak.cart.acknowledged} lines acknowledged to ${soak.cart.visitors} visitors; ${soak.cart.lost} lost ` +
      `(${soak.cart.lostWrittenBeforeDataKill} of them written before the data service was killed), ${soak.cart.quantityBehind} ` +
      `behind an acknowledged change, ${soak.cart.unacknowledgedPresent} present though never acknowledged (a write whose answer ` +
      `was lost), ${soak.cart.unreadableAnswers} acknowledgements unreadable. Retry: shown to ${soak.retry.seen} visitors, ` +
      `${soak.retry.recovered} recovered by pressing it (in ${soak.retry.recoveredMs.join(', ') || '–'} ms), ` +
      `${soak.retry.reloadNeeded} needed a reload.`,
    '',
    ...(soak.cart.details.length
      ? ['Cart differences:', '', soak.cart.details.map((d) => `- ${d}`).join('\n'), '']
      : []),
    'Failed requests (kind, status or error, path):',
    '',
    listed(soak.failures),
    '',
    'Fallbacks shown:',
    '',
    listed(soak.fallbacks),
    '',
    'Console errors:',
    '',
    listed(soak.consoleErrors),
    '',
    ...(soak.visitorErrors.length
      ? ['Visitor actions that failed (Playwright):', '', listed(soak.visitorErrors), '']
      : []),
  ];
}
