import autocannon from 'autocannon';

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summarise = (result) => ({
  connections: result.connections,
  seconds: result.duration,
  requests: result.requests.total,
  perSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p90: result.latency.p90,
  p99: result.latency.p99,
  max: result.latency.max,
  errors: result.errors + result.timeouts + result.non2xx,
});

const line = (n) => ({
  name: `Bench dish ${n}`,
  imgUrl: 'images/global/1.svg',
  price: 100 + n,
  variety: 'Benchmark',
  rating: 4,
  place: 'Noida',
  quantity: 1,
});

/**
 * mock-api under load on loopback, `connections` at once for `seconds` each, after a
 * `warmUp`-second unmeasured run:
 * GET /random, then cart writes (PATCH of a line's quantity, each connection its own
 * visitor, so every write is a real durable write of the cart file).
 */
export async function measureApi(apiUrl, { connections = 50, seconds = 8, warmUp = 2 } = {}) {
  // A short unmeasured run first: the server's code is compiled and its caches warm, as
  // in a service that has been up for more than a moment.
  await run({ url: `${apiUrl}/random`, connections, duration: warmUp });
  const random = await run({ url: `${apiUrl}/random`, connections, duration: seconds });

  const visitors = [];
  for (let n = 0; n < connections; n += 1) {
    const visitor = `bench-visitor-${String(n).padStart(4, '0')}`;
    const response = await fetch(`${apiUrl}/cart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Visitor-Id': visitor },
      body: JSON.stringify(line(n)),
    });
    if (!response.ok) throw new Error(`cart setup failed: ${response.status} ${await response.text()}`);
    visitors.push({ visitor, id: (await response.json()).id });
  }
  let next = 0;
  const writes = await run({
    url: apiUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'PATCH',
        setupRequest: (request) => {
          const { visitor, id } = visitors[next % visitors.length];
          next += 1;
          return {
            ...request,
            path: `/cart/${id}`,
            headers: { 'Content-Type': 'application/json', 'X-Visitor-Id': visitor },
            body: JSON.stringify({ quantity: 1 + (next % 9) }),
          };
        },
      },
    ],
  });
  const withTelemetry = await catalogueUnderTelemetry(apiUrl, { connections, seconds });
  return { random: summarise(random), cartWrites: summarise(writes), ...withTelemetry };
}

/** Events a second of section health sent while the catalogue is measured again. */
export const telemetryEventsPerSecond = 1000;
const eventsPerBatch = 20;
const telemetryClients = 100;

/** A batch like a page view's: a view, load phases, vitals (mock-api/src/telemetry/schema.js). */
const telemetryBatch = (n) =>
  JSON.stringify({
    page: `benchpage${String(n).padStart(6, '0')}`,
    events: Array.from({ length: eventsPerBatch }, (_, index) =>
      index === 0
        ? { type: 'view', remote: 'delivery', version: 'bench0000001' }
        : index < 5
          ? { type: 'load', remote: 'delivery', version: 'bench0000001', phase: 'module', ms: 100 + index }
          : { type: 'vital', remote: 'delivery', version: 'bench0000001', name: 'LCP', value: 900 + index },
    ),
  });

/**
 * GET /random again while telemetry arrives at 1,000 events a second (50 batches of 20,
 * from 100 clients, as the site's proxy names them in X-Forwarded-For, each within its
 * per-client limit): the catalogue's p99 must hold.
 */
async function catalogueUnderTelemetry(apiUrl, { connections, seconds }) {
  let next = 0;
  const sender = run({
    url: apiUrl,
    connections: 10,
    overallRate: telemetryEventsPerSecond / eventsPerBatch,
    duration: seconds + 1,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          next += 1;
          return {
            ...request,
            path: '/telemetry',
            headers: {
              'Content-Type': 'text/plain;charset=UTF-8',
              // A header value only (the benchmark addresses' range): every request goes to loopback.
              'X-Forwarded-For': `198.18.0.${(next % telemetryClients) + 1}`,
            },
            body: telemetryBatch(next),
          };
        },
      },
    ],
  });
  const random = await run({ url: `${apiUrl}/random`, connections, duration: seconds });
  const telemetry = summarise(await sender);
  return {
    randomWithTelemetry: summarise(random),
    telemetry: { ...telemetry, eventsPerSecond: telemetry.perSecond * eventsPerBatch },
  };
}
