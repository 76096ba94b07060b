const {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
} = require('node:fs');
const { spawnSync } = require('node:child_process');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { startApi, startCli } = require('./api-harness');
const { TelemetryStore } = require('../src/telemetry/store.js');
const { p75 } = require('../src/telemetry/summary.js');

const page = 'pageview0001';
const view = (remote = 'delivery', version = 'a1b2c3d4e5f6') => ({ type: 'view', remote, version });
const batch = (events) => JSON.stringify({ page, events });
const post = (api, raw, headers = {}) =>
  api.call('POST', '/telemetry', { visitor: '', raw, headers: { 'Content-Type': 'text/plain', ...headers } });
const summary = async (api, since = '') => (await api.call('GET', `/telemetry/summary?since=${since}`)).json;
const telemetryFile = (api) => join(api.dataDir, 'telemetry', 'telemetry.ndjson');

/** [label, raw body, headers]: every one must be a 4xx naming the problem, and store nothing. */
const malformed = [
  ['a body that is not JSON', '{"page":'],
  ['a JSON list', `[${batch([view()])}]`],
  ['no page', JSON.stringify({ events: [view()] })],
  ['a page id with odd characters', JSON.stringify({ page: '../../x', events: [view()] })],
  ['no events', JSON.stringify({ page, events: [] })],
  ['21 events', batch(Array.from({ length: 21 }, () => view()))],
  ['an unknown remote', batch([view('payments')])],
  ['an unknown event type', batch([{ type: 'click', remote: 'delivery' }])],
  ['an email beside an event', batch([{ ...view(), email: 'asha@example.com' }])],
  ['a visitor id beside the batch', JSON.stringify({ page, visitor: 'visitor-one-1', events: [view()] })],
  [
    'cart contents in an error',
    batch([{ type: 'error', remote: 'checkout', source: 'uncaught', message: 'x', cart: [1] }]),
  ],
  ['an unknown phase', batch([{ type: 'load-failed', remote: 'dining', phase: 'css', reason: 'http' }])],
  ['a negative time', batch([{ type: 'load', remote: 'dining', phase: 'entry', ms: -1 }])],
  ['a vital as text', batch([{ type: 'vital', remote: 'dining', name: 'LCP', value: '1200' }])],
  ['an unknown vital', batch([{ type: 'vital', remote: 'dining', name: 'FID', value: 12 }])],
  ['a version with a slash', batch([view('delivery', '../etc')])],
  [
    'a status of 42',
    batch([{ type: 'load-failed', remote: 'dining', phase: 'entry', reason: 'http', status: 42 }]),
  ],
  [
    'a message of 1,000 characters',
    batch([{ type: 'error', remote: 'dining', source: 'boundary', message: 'm'.repeat(1000) }]),
  ],
  ['a 40 KB body', batch([{ ...view(), padding: 'x'.repeat(40 * 1024) }])],
  ['form content', 'page=x', { 'Content-Type': 'application/x-www-form-urlencoded' }],
  ['a compressed body', batch([view()]), { 'Content-Encoding': 'gzip' }],
  ['an unknown charset', batch([view()]), { 'Content-Type': 'text/plain; charset=x-klingon' }],
];

describe('POST /telemetry refuses what is not a valid batch, and stores nothing', () => {
  let api;
  beforeAll(async () => (api = await startApi()));
  afterAll(() => api.stop());

  // Every row with its headers, so each test takes three arguments (jest reads a fourth as `done`).
  it.each(malformed.map(([label, raw, headers = {}]) => [label, raw, headers]))(
    '%s',
    async (label, raw, headers) => {
      const response = await post(api, raw, headers);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(typeof response.json.error).toBe('string');
      expect(existsSync(telemetryFile(api))).toBe(false);
      expect((await summary(api)).remotes).toEqual([]);
    },
  );

  it('names the field at fault', async () => {
    const response = await post(
      api,
      batch([{ type: 'load-failed', remote: 'dining', phase: 'css', reason: 'http' }]),
    );
    expect(response.json.field).toBe('events.0.phase');
    expect(response.json.error).toMatch(/^events\.0\.phase: /);
  });

  it('takes a valid batch, as sendBeacon sends it (text/plain) or as JSON', async () => {
    expect((await post(api, batch([view()]))).status).toBe(202);
    expect((await post(api, batch([view()]), { 'Content-Type': 'application/json' })).status).toBe(202);
    const lines = readFileSync(telemetryFile(api), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual({ at: expect.any(Number), page, ...view() });
  });
});

describe('GET /telemetry/summary', () => {
  let api;
  let clock;
  beforeAll(async () => {
    clock = Date.parse('2026-11-20T10:00:00Z');
    api = await startApi({ telemetry: { now: () => clock } });
  });
  afterAll(() => api.stop());

  it('counts per remote and version: views, loads, failures by phase and status, errors, p75 vitals', async () => {
    const version = 'a1b2c3d4e5f6';
    const lcp = [900, 1200, 1500, 2400, 3000, 800, 1100, 4000];
    const events = [
      view('delivery', version),
      view('delivery', version),
      view('delivery', 'f6e5d4c3b2a1'),
      { type: 'load', remote: 'delivery', version, phase: 'module', ms: 120 },
      { type: 'load', remote: 'delivery', version, phase: 'render', ms: 180 },
      { type: 'load-failed', remote: 'delivery', version, phase: 'entry', reason: 'http', status: 500 },
      { type: 'load-failed', remote: 'delivery', version, phase: 'entry', reason: 'http', status: 500 },
      { type: 'load-failed', remote: 'delivery', version, phase: 'manifest', reason: 'timeout' },
      { type: 'error', remote: 'delivery', version, source: 'boundary', message: 'boom' },
      ...lcp.map((value) => ({ type: 'vital', remote: 'delivery', version, name: 'LCP', value })),
    ];
    expect((await post(api, batch(events.slice(0, 10)))).status).toBe(202);
    expect((await post(api, batch(events.slice(10)))).status).toBe(202);
    const answer = await summary(api);
    expect(answer.remotes.map((row) => [row.remote, row.version])).toEqual([
      ['delivery', version],
      ['delivery', 'f6e5d4c3b2a1'],
    ]);
    const row = answer.remotes[0];
    expect(row).toMatchObject({
      pageViews: 2,
      loads: 1,
      loadFailures: { manifest: 1, entry: 2, module: 0, render: 0 },
      failureStatuses: { 500: 2 },
      errors: 1,
    });
    // Sorted: 800 900 1100 1200 1500 2400 3000 4000; nearest rank ceil(8 x 0.75) = 6th.
    expect(row.p75).toEqual({ LCP: 2400, INP: null, CLS: null, FCP: null, TTFB: null });
    expect(row.samples.LCP).toBe(8);
    expect(row.lastHour.views[59]).toBe(2);
    expect(row.lastHour.failures[59]).toBe(3);
  });

  it('counts only what arrived since `since`, while the chart still covers the last hour', async () => {
    clock += 10 * 60 * 1000;
    await post(api, batch([view('dining', 'b1b2b3b4b5b6')]));
    const answer = await summary(api, String(clock - 60 * 1000));
    expect(answer.remotes.find((row) => row.remote === 'delivery').pageViews).toBe(0);
    expect(answer.remotes.find((row) => row.remote === 'delivery').lastHour.views[50]).toBe(2);
    expect(answer.remotes.find((row) => row.remote === 'dining').pageViews).toBe(1);
    expect((await summary(api, new Date(clock - 11 * 60 * 1000).toISOString())).remotes[0].pageViews).toBe(2);
  });

  it('counts a render server’s stopped and paused server renders per version', async () => {
    const version = 'c1c2c3c4c5c6';
    const stop = (reason) => ({
      type: 'server-render',
      remote: 'nightlife',
      version,
      outcome: 'stopped',
      reason,
    });
    const events = [stop('timeout'), stop('memory'), stop('error')];
    events.push({ type: 'server-render', remote: 'nightlife', version, outcome: 'paused', reason: 'error' });
    expect((await post(api, batch(events))).status).toBe(202);
    const row = (await summary(api)).remotes.find((candidate) => candidate.version === version);
    expect(row).toMatchObject({ remote: 'nightlife', serverStops: 3, serverPauses: 1, pageViews: 0 });
    // A reason a render server does not give is refused, named.
    const refused = await post(api, batch([{ ...stop('timeout'), reason: 'slow' }]));
    expect(refused.status).toBe(400);
  });

  it('refuses a since that is no time', async () => {
    const response = await api.call('GET', '/telemetry/summary?since=yesterday');
    expect(response.status).toBe(400);
    expect(response.json.field).toBe('since');
  });

  it('p75 by nearest rank', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([0.01, 0.3, 0.05])).toBe(0.3);
  });
});

describe('rotation', () => {
  it('moves the file aside past maxBytes, keeps keepFiles old ones, and reads them back at start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'telemetry-rotation-'));
    try {
      const store = new TelemetryStore({ dir, maxBytes: 400, keepFiles: 2 });
      for (let index = 0; index < 30; index += 1) store.append(page, [view()]);
      expect(readdirSync(dir).sort()).toEqual([
        'telemetry.1.ndjson',
        'telemetry.2.ndjson',
        'telemetry.ndjson',
      ]);
      for (const file of readdirSync(dir)) {
        expect(readFileSync(join(dir, file)).length).toBeLessThanOrEqual(400);
      }
      const kept = readdirSync(dir)
        .map((file) => readFileSync(join(dir, file), 'utf8').trim().split('\n').length)
        .reduce((a, b) => a + b, 0);
      expect(kept).toBeLessThan(30);
      expect(new TelemetryStore({ dir, maxBytes: 400, keepFiles: 2 }).since(0)).toHaveLength(kept);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('rate limit per client', () => {
  it('answers 429 past the limit, stores nothing for it, and counts each forwarded client apart', async () => {
    const api = await startApi({ telemetry: { limit: 3 } });
    try {
      const from = (address) => ({ 'X-Forwarded-For': address });
      for (let index = 0; index < 3; index += 1) {
        expect((await post(api, batch([view()]), from('203.0.113.7'))).status).toBe(202);
      }
      const refused = await post(api, batch([view()]), from('203.0.113.7'));
      expect(refused.status).toBe(429);
      expect(refused.json.error).toMatch(/3 telemetry batches a minute/);
      expect((await post(api, batch([view()]), from('203.0.113.8'))).status).toBe(202);
      expect((await summary(api)).remotes[0].pageViews).toBe(4);
    } finally {
      await api.stop();
    }
  });
});

describe('TELEMETRY_LIMIT on the command line', () => {
  const cli = join(__dirname, '..', 'src', 'cli.js');

  it.each(['0', 'abc', '-1', '1.5', '2000000'])(
    'refuses TELEMETRY_LIMIT=%s with a clear message',
    (value) => {
      const run = spawnSync(process.execPath, [cli, '--port', '0'], {
        env: { ...process.env, TELEMETRY_LIMIT: value },
        encoding: 'utf8',
      });
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(
        `TELEMETRY_LIMIT must be a whole number from 1 to 1000000, got "${value}"`,
      );
    },
  );

  it('sets the batches a minute one client may post', async () => {
    const { base: url, stop } = await startCli({ TELEMETRY_LIMIT: '2' });
    try {
      const send = () =>
        fetch(`${url}/telemetry`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: batch([view()]),
        });
      expect((await send()).status).toBe(202);
      expect((await send()).status).toBe(202);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect((await refused.json()).error).toMatch(/more than 2 telemetry batches a minute/);
    } finally {
      stop();
    }
  });
});

describe('a batch that cannot be stored', () => {
  it('a full disk: a 503 naming it, logged, nothing counted; the next batch is stored', async () => {
    const logs = [];
    const api = await startApi({ telemetry: { log: (message) => logs.push(message) } });
    try {
      // The file is opened at the first batch: make it /dev/full (every write: ENOSPC).
      symlinkSync('/dev/full', telemetryFile(api));
      const refused = await post(api, batch([view('dining')]));
      expect(refused.status).toBe(503);
      expect(refused.json.error).toMatch(/^telemetry could not be stored: ENOSPC/);
      expect(logs).toEqual([expect.stringMatching(/telemetry could not be stored: ENOSPC/)]);
      expect((await summary(api)).remotes).toEqual([]);
      unlinkSync(telemetryFile(api));
      expect((await post(api, batch([view()]))).status).toBe(202);
      expect((await summary(api)).remotes.map((row) => [row.remote, row.pageViews])).toEqual([
        ['delivery', 1],
      ]);
      expect(readFileSync(telemetryFile(api), 'utf8').trim().split('\n')).toHaveLength(1);
    } finally {
      await api.stop();
    }
  });
});
