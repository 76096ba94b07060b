const { batch, isPlainValid, parseBatch } = require('../src/telemetry/schema.js');

/** One valid event of each type, every optional field set. */
const events = [
  { type: 'view', remote: 'delivery', version: 'a1b2c3d4e5f6' },
  { type: 'load', remote: 'dining', version: 'v1.2_3-4', phase: 'render', ms: 180 },
  { type: 'load-failed', remote: 'nightlife', version: 'x', phase: 'entry', reason: 'http', status: 500 },
  { type: 'error', remote: 'checkout', version: 'x', source: 'uncaught', message: 'boom' },
  { type: 'vital', remote: 'shell', version: 'x', name: 'CLS', value: 0.05 },
  { type: 'canary-fallback', remote: 'auth', version: 'v2', stableVersion: 'v1', reason: 'render' },
  { type: 'server-render', remote: 'delivery', version: 'x', outcome: 'paused', reason: 'memory' },
];
const valid = { page: 'pageview0001', events };

/** Values each field is tried with: the edges of every rule, and the wrong types. */
const trials = [
  undefined,
  null,
  true,
  0,
  -1,
  -0.5,
  1.5,
  99,
  100,
  599,
  600,
  600_000,
  600_001,
  1e308,
  '',
  '1200',
  'a',
  'delivery',
  'render',
  'http',
  'LCP',
  'boundary',
  'view',
  'x'.repeat(40),
  'x'.repeat(41),
  'm'.repeat(200),
  'm'.repeat(201),
  '../etc',
  'UPPER1234',
  'pageview0001',
  [],
  {},
];

/** Every valid event with each of its fields (and a stray one) set to each trial value. */
function* variants() {
  for (const [index, event] of events.entries()) {
    for (const field of [...Object.keys(event), 'email', 'stableVersion', 'status', '__proto__']) {
      for (const value of trials) {
        const changed = JSON.parse(JSON.stringify(event));
        if (value === undefined) delete changed[field];
        else
          Object.defineProperty(changed, field, {
            value,
            enumerable: true,
            configurable: true,
            writable: true,
          });
        const list = [...events];
        list[index] = changed;
        yield { page: 'pageview0001', events: list };
      }
    }
  }
  for (const page of trials) yield { page, events };
  for (const list of [[], events.slice(0, 1), Array(20).fill(events[0]), Array(21).fill(events[0]), {}, 'x'])
    yield { page: 'pageview0001', events: list };
  yield { ...valid, visitor: 'visitor-one-1' };
  yield [valid];
  yield null;
  yield 'batch';
}

describe('the plain check in front of zod', () => {
  it('passes every valid batch (the fast path is taken)', () => {
    expect(isPlainValid(valid)).toBe(true);
    expect(isPlainValid({ page: 'pageview0001', events: [{ type: 'view', remote: 'delivery' }] })).toBe(true);
  });

  it('decides as the schema does over about 1,700 edge cases: never passes what zod refuses', () => {
    let cases = 0;
    let valids = 0;
    for (const input of variants()) {
      cases += 1;
      // Through JSON, as a body arrives (a __proto__ key stays an own key, as JSON.parse makes it).
      const received = JSON.parse(JSON.stringify(input));
      const zod = batch.safeParse(received).success;
      expect({ input: received, plain: isPlainValid(received) }).toEqual({ input: received, plain: zod });
      if (zod) valids += 1;
    }
    expect(cases).toBeGreaterThan(1700);
    // Both answers are exercised.
    expect(valids).toBeGreaterThan(100);
    expect(valids).toBeLessThan(cases / 2);
  });

  it('answers what zod answers for a refused batch: the same message and field', () => {
    const refused = { page: 'pageview0001', events: [{ ...events[1], phase: 'css' }] };
    expect(parseBatch(refused)).toEqual({
      error: { message: expect.stringMatching(/^events\.0\.phase: /), field: 'events.0.phase' },
    });
  });
});
