const { mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { startApi } = require('./api-harness');
const { TelemetryWorker } = require('../src/telemetry/worker-client.js');

const page = 'pageview0001';
const view = (remote = 'delivery') => ({ type: 'view', remote, version: 'a1b2c3d4e5f6' });
const batch = (events) => JSON.stringify({ page, events });
const post = (api, raw) =>
  api.call('POST', '/telemetry', { visitor: '', raw, headers: { 'Content-Type': 'text/plain' } });
const pageViews = async (api) =>
  Object.fromEntries(
    (await api.call('GET', '/telemetry/summary')).json.remotes.map((row) => [row.remote, row.pageViews]),
  );

describe('the telemetry worker thread: what goes wrong is answered and logged, never lost silently', () => {
  it('a full disk: the batch is a 503 naming it, logged, not counted; the next batch is stored', async () => {
    const logs = [];
    const api = await startApi({ telemetry: { log: (message) => logs.push(message) } });
    try {
      // The worker is up (and has read back an empty store) before the file becomes /dev/full.
      expect(await pageViews(api)).toEqual({});
      const file = join(api.dataDir, 'telemetry', 'telemetry.ndjson');
      symlinkSync('/dev/full', file);
      const refused = await post(api, batch([view('dining')]));
      expect(refused.status).toBe(503);
      expect(refused.json.error).toMatch(/^telemetry could not be stored: ENOSPC/);
      expect(logs).toEqual([expect.stringMatching(/telemetry could not be stored: ENOSPC/)]);
      unlinkSync(file);
      expect((await post(api, batch([view()]))).status).toBe(202);
      expect(await pageViews(api)).toEqual({ delivery: 1 });
    } finally {
      await api.stop();
    }
  });

  it('a worker that cannot start answers 503 naming why; once the cause is gone a new one serves', async () => {
    const logs = [];
    const api = await startApi({ telemetry: { log: (message) => logs.push(message) } });
    try {
      // The telemetry folder is a file: the store cannot be opened.
      writeFileSync(join(api.dataDir, 'telemetry'), '');
      const refused = await post(api, batch([view()]));
      expect(refused.status).toBe(503);
      expect(refused.json.error).toMatch(/^telemetry worker failed: .*(EEXIST|ENOTDIR)/);
      expect(logs).toEqual([
        expect.stringMatching(/telemetry worker failed: .*1 waiting requests answered 503/),
      ]);
      rmSync(join(api.dataDir, 'telemetry'));
      expect((await post(api, batch([view()]))).status).toBe(202);
      expect(await pageViews(api)).toEqual({ delivery: 1 });
    } finally {
      await api.stop();
    }
  });

  it('a worker that crashes: every waiting job is a 503, and the next worker reads the store back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'telemetry-worker-'));
    const logs = [];
    const worker = new TelemetryWorker({
      store: { dir },
      now: Date.now,
      log: (message) => logs.push(message),
    });
    try {
      const append = (text) => worker.ask({ kind: 'append', at: Date.now(), text });
      expect((await append(batch([view()]))).status).toBe(202);
      // A job the worker has no handler for throws inside it: the worker dies.
      const jobs = [append(batch([view()])), worker.ask({ kind: 'no-such-job' }), append(batch([view()]))];
      const answers = await Promise.all(jobs);
      expect(answers[1]).toEqual({
        status: 503,
        body: { error: expect.stringMatching(/^telemetry worker failed/) },
      });
      expect(answers[2].status).toBe(503);
      expect(logs).toEqual([expect.stringMatching(/telemetry worker failed: .*answered 503/)]);
      const summary = await worker.ask({ kind: 'summary', since: 0, now: Date.now() });
      // The first batch, and the one before the crash if it was stored (its answer may come
      // after the crash's, as a 503): read back from the file by the new worker.
      expect(summary.body.remotes[0].pageViews).toBe(answers[0].status === 202 ? 2 : 1);
    } finally {
      await worker.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
