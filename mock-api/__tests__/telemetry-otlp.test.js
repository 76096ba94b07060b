const { createServer } = require('node:http');
const { startApi, startCli } = require('./api-harness');
const { logsEndpoint } = require('../src/telemetry/otlp-export.js');

// The exporter loads node:http with a dynamic import, which Jest's module sandbox refuses: the
// export is tested through the command line, as it runs, with the standard variables.

const page = 'pageview0001';
const view = (remote = 'delivery', version = 'a1b2c3d4e5f6') => ({ type: 'view', remote, version });
const post = (base, events) =>
  fetch(`${base}/telemetry`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ page, events }),
  });
const summary = async (base) => (await fetch(`${base}/telemetry/summary`)).json();

/** A local OTLP/HTTP endpoint: keeps every request; `answer` replies (one that does not: a hung collector). */
async function startCollector(
  answer = (req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'),
) {
  const requests = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString());
      requests.push({ method: req.method, url: req.url, headers: req.headers, body });
      answer(req, res);
    });
  });
  await new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  const stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    });
  return { base, requests, stop };
}

/** A port nothing listens on. */
async function closedPort() {
  const server = createServer();
  await new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const { port } = server.address();
  await new Promise((resolve) => {
    server.close(resolve);
  });
  return port;
}

async function until(check, ms = 8000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => {
      setTimeout(resolve, 25);
    });
  }
}

/** OTLP JSON attributes as a plain object. */
const plain = (attributes = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]));
/** Every log record the collector received, with its resource's attributes and its scope. */
const records = (requests) =>
  requests.flatMap(({ body }) =>
    body.resourceLogs.flatMap(({ resource, scopeLogs }) =>
      scopeLogs.flatMap(({ scope, logRecords }) =>
        logRecords.map((record) => ({
          ...record,
          resource: plain(resource.attributes),
          scope: scope.name,
          attributes: plain(record.attributes),
        })),
      ),
    ),
  );

jest.setTimeout(20_000);

describe('the OpenTelemetry endpoint, from the standard variables', () => {
  it.each([
    [{}, undefined],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, 'http://collector:4318/v1/logs'],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/base/' }, 'http://collector:4318/base/v1/logs'],
    [
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_LOGS_ENDPOINT: 'http://logs:9/in',
      },
      'http://logs:9/in',
    ],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }, undefined],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_LOGS_EXPORTER: 'none' }, undefined],
  ])('%j: %s', (env, endpoint) => {
    expect(logsEndpoint(env)).toBe(endpoint);
  });

  it('none named: nothing is exported and the summary has no otlp', async () => {
    const api = await startApi({ telemetry: { otlp: { env: {} } } });
    try {
      expect(api.exporter).toBeUndefined();
      expect((await api.call('GET', '/telemetry/summary')).json.otlp).toBeUndefined();
    } finally {
      await api.stop();
    }
  });
});

describe('POST /telemetry forwards what it accepts to an OpenTelemetry collector', () => {
  it('as OTLP/HTTP JSON logs: one resource per section and version, the event in the record', async () => {
    const collector = await startCollector();
    const cli = await startCli({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.base,
      OTEL_BLRP_SCHEDULE_DELAY: '50',
    });
    try {
      const events = [
        view('delivery', 'a1b2c3d4e5f6'),
        { type: 'load', remote: 'delivery', version: 'a1b2c3d4e5f6', phase: 'render', ms: 180 },
        {
          type: 'load-failed',
          remote: 'dining',
          version: 'b1b2b3b4b5b6',
          phase: 'entry',
          reason: 'http',
          status: 503,
        },
        { type: 'vital', remote: 'dining', version: 'b1b2b3b4b5b6', name: 'LCP', value: 2400 },
        { type: 'error', remote: 'shell', source: 'uncaught', message: 'boom' },
      ];
      const before = Date.now();
      expect((await post(cli.base, events)).status).toBe(202);
      // Refused, so never forwarded.
      expect((await post(cli.base, [{ ...view('nightlife'), email: 'asha@example.com' }])).status).toBe(400);
      await until(() => records(collector.requests).length >= events.length);
      await new Promise((resolve) => {
        setTimeout(resolve, 200);
      });

      expect(collector.requests.map(({ method, url }) => `${method} ${url}`)).toEqual(
        collector.requests.map(() => 'POST /v1/logs'),
      );
      expect(collector.requests[0].headers['content-type']).toMatch(/^application\/json/);
      const got = records(collector.requests);
      expect(got).toHaveLength(events.length);
      const byName = Object.fromEntries(got.map((record) => [record.eventName, record]));
      expect(Object.keys(byName).sort()).toEqual([
        'zomato.section.error',
        'zomato.section.load',
        'zomato.section.load-failed',
        'zomato.section.view',
        'zomato.section.vital',
      ]);
      expect(byName['zomato.section.view'].resource).toMatchObject({
        'service.name': 'delivery',
        'service.version': 'a1b2c3d4e5f6',
        'service.namespace': 'zomato',
      });
      expect(byName['zomato.section.load']).toMatchObject({
        scope: '@zomato/mock-api/telemetry',
        severityNumber: 9,
        severityText: 'INFO',
        body: { stringValue: 'load' },
        attributes: {
          'zomato.page_view.id': page,
          'zomato.load.phase': 'render',
          'zomato.load.duration_ms': 180,
        },
      });
      expect(byName['zomato.section.load-failed']).toMatchObject({
        resource: { 'service.name': 'dining', 'service.version': 'b1b2b3b4b5b6' },
        severityText: 'ERROR',
        attributes: {
          'zomato.load.phase': 'entry',
          'zomato.failure.reason': 'http',
          'http.response.status_code': 503,
        },
      });
      expect(byName['zomato.section.vital'].attributes).toMatchObject({
        'zomato.vital.name': 'LCP',
        'zomato.vital.value': 2400,
      });
      expect(byName['zomato.section.error'].resource['service.name']).toBe('shell');
      expect(byName['zomato.section.error'].resource['service.version']).toBeUndefined();
      expect(byName['zomato.section.error'].body).toEqual({ stringValue: 'boom' });
      // Stamped with the time the batch arrived, as stored.
      const arrived = Number(BigInt(byName['zomato.section.view'].timeUnixNano) / 1_000_000n);
      expect(arrived).toBeGreaterThanOrEqual(before);
      expect(arrived).toBeLessThanOrEqual(Date.now());

      const figures = await summary(cli.base);
      expect(figures.otlp).toEqual({ exported: 5, dropped: 0, queued: 0 });
      expect(figures.remotes.map((row) => row.remote)).toEqual(['delivery', 'dining', 'shell']);
    } finally {
      cli.stop();
      await cli.exited;
      await collector.stop();
    }
  });

  it('OTEL_EXPORTER_OTLP_LOGS_ENDPOINT wins over the base; OTEL_EXPORTER_OTLP_HEADERS go with each export', async () => {
    const collector = await startCollector();
    const cli = await startCli({
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
      OTEL_EXPORTER_OTLP_LOGS_ENDPOINT: `${collector.base}/team/logs`,
      OTEL_EXPORTER_OTLP_HEADERS: 'x-section-team=dining,authorization=Bearer%20t0ken',
      OTEL_BLRP_SCHEDULE_DELAY: '50',
    });
    try {
      expect((await post(cli.base, [view('dining', 'c1c2c3c4c5c6')])).status).toBe(202);
      await until(() => collector.requests.length > 0);
      const [request] = collector.requests;
      expect(request.url).toBe('/team/logs');
      expect(request.headers).toMatchObject({ 'x-section-team': 'dining', authorization: 'Bearer t0ken' });
      expect(records(collector.requests)[0].resource).toMatchObject({
        'service.name': 'dining',
        'service.version': 'c1c2c3c4c5c6',
      });
    } finally {
      cli.stop();
      await cli.exited;
      await collector.stop();
    }
  });

  it('sends what is queued when it is stopped', async () => {
    const collector = await startCollector();
    const cli = await startCli({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.base,
      OTEL_BLRP_SCHEDULE_DELAY: '60000',
    });
    try {
      expect((await post(cli.base, [view(), view('dining')])).status).toBe(202);
      expect(collector.requests).toEqual([]);
    } finally {
      cli.stop();
      await cli.exited;
      await collector.stop();
    }
    expect(records(collector.requests).map((record) => record.resource['service.name'])).toEqual([
      'delivery',
      'dining',
    ]);
  });
});

describe('a collector that is down or slow never holds up or fails POST /telemetry', () => {
  it('down: every batch is a 202, /status counts them all, the dropped records are counted and logged once', async () => {
    const cli = await startCli({
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
      OTEL_BLRP_SCHEDULE_DELAY: '20',
      OTEL_EXPORTER_OTLP_TIMEOUT: '300',
    });
    try {
      for (let index = 0; index < 5; index += 1) {
        expect((await post(cli.base, [view(), view('dining')])).status).toBe(202);
      }
      await until(async () => (await summary(cli.base)).otlp.dropped === 10);
      const figures = await summary(cli.base);
      expect(figures.remotes.map((row) => [row.remote, row.pageViews])).toEqual([
        ['delivery', 5],
        ['dining', 5],
      ]);
      expect(figures.otlp).toEqual({ exported: 0, dropped: 10, queued: 0 });
      const failures = cli
        .stderr()
        .match(/OpenTelemetry export to http:\/\/127\.0\.0\.1:\d+\/v1\/logs failed/g);
      expect(failures).toHaveLength(1);
    } finally {
      cli.stop();
      await cli.exited;
    }
  });

  it('hung: the batch is answered at once; the export past its timeout is dropped and counted', async () => {
    const collector = await startCollector(() => {});
    const cli = await startCli({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.base,
      OTEL_BLRP_SCHEDULE_DELAY: '20',
      OTEL_EXPORTER_OTLP_TIMEOUT: '500',
    });
    try {
      const started = Date.now();
      expect((await post(cli.base, [view()])).status).toBe(202);
      expect(Date.now() - started).toBeLessThan(400);
      await until(() => collector.requests.length > 0);
      expect((await summary(cli.base)).otlp).toEqual({ exported: 0, dropped: 0, queued: 1 });
      await until(async () => (await summary(cli.base)).otlp.dropped === 1);
      expect((await summary(cli.base)).remotes[0].pageViews).toBe(1);
    } finally {
      cli.stop();
      await cli.exited;
      await collector.stop();
    }
  });

  it('the queue is bounded: past OTEL_BLRP_MAX_QUEUE_SIZE records waiting or in flight, the rest are dropped and counted', async () => {
    const collector = await startCollector(() => {});
    const cli = await startCli({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.base,
      OTEL_BLRP_MAX_QUEUE_SIZE: '5',
      OTEL_BLRP_MAX_EXPORT_BATCH_SIZE: '5',
      OTEL_BLRP_SCHEDULE_DELAY: '60000',
      OTEL_EXPORTER_OTLP_TIMEOUT: '3000',
    });
    try {
      expect((await post(cli.base, [view(), view(), view(), view()])).status).toBe(202);
      expect((await post(cli.base, [view(), view(), view(), view()])).status).toBe(202);
      const figures = await summary(cli.base);
      expect(figures.otlp).toEqual({ exported: 0, dropped: 3, queued: 5 });
      expect(figures.remotes[0].pageViews).toBe(8);
    } finally {
      cli.stop();
      await collector.stop();
      await cli.exited;
    }
  });
});
