const { phases, vitalNames } = require('./schema.js');

const minute = 60 * 1000;
const chartMinutes = 60;

/** The 75th percentile by nearest rank (what web-vitals' thresholds are judged on); null for none. */
function p75(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

const emptyRow = (remote, version) => ({
  remote,
  version,
  pageViews: 0,
  loads: 0,
  loadFailures: Object.fromEntries(phases.map((phase) => [phase, 0])),
  failureStatuses: {},
  errors: 0,
  canaryFallbacks: 0,
  serverStops: 0,
  serverPauses: 0,
  vitals: Object.fromEntries(vitalNames.map((name) => [name, []])),
  lastHour: { views: new Array(chartMinutes).fill(0), failures: new Array(chartMinutes).fill(0) },
});

function count(row, event) {
  switch (event.type) {
    case 'view':
      row.pageViews += 1;
      break;
    case 'load':
      if (event.phase === 'render') row.loads += 1;
      break;
    case 'load-failed':
      row.loadFailures[event.phase] += 1;
      if (event.status) row.failureStatuses[event.status] = (row.failureStatuses[event.status] ?? 0) + 1;
      break;
    case 'error':
      row.errors += 1;
      break;
    case 'vital':
      row.vitals[event.name].push(event.value);
      break;
    case 'canary-fallback':
      row.canaryFallbacks += 1;
      break;
    case 'server-render':
      if (event.outcome === 'paused') row.serverPauses += 1;
      else row.serverStops += 1;
      break;
    default:
      break;
  }
}

/**
 * Per remote and version (docs/section-health.md#section-health): page views, loads that
 * reached their first render, load failures by phase (and HTTP status), errors, canary
 * fallbacks, server renders stopped and paused (render servers' lanes), the p75 of each web vital with its sample count, all since `since`; and
 * per-minute views and failures over the hour before `now` (oldest first), whatever `since`
 * is, for the status page's chart. `events` must reach back to the earlier of the two.
 */
function summarize(events, { since, now }) {
  const rows = new Map();
  const hourStart = now - chartMinutes * minute;
  for (const event of events) {
    const counted = event.at >= since;
    const slot =
      event.at >= hourStart ? Math.min(chartMinutes - 1, Math.floor((event.at - hourStart) / minute)) : -1;
    if (!counted && slot < 0) continue;
    const version = event.version ?? 'unversioned';
    const key = `${event.remote}|${version}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = emptyRow(event.remote, version)));
    if (slot >= 0 && event.type === 'view') row.lastHour.views[slot] += 1;
    if (slot >= 0 && event.type === 'load-failed') row.lastHour.failures[slot] += 1;
    if (counted) count(row, event);
  }
  const remotes = [...rows.values()]
    .map(({ vitals, ...row }) => ({
      ...row,
      p75: Object.fromEntries(vitalNames.map((name) => [name, p75(vitals[name])])),
      samples: Object.fromEntries(vitalNames.map((name) => [name, vitals[name].length])),
    }))
    .sort((a, b) => a.remote.localeCompare(b.remote) || a.version.localeCompare(b.version));
  return { since, now, minuteMs: minute, remotes };
}

module.exports = { summarize, p75, chartMinutes };
