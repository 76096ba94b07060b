const { z } = require('zod');

/**
 * What a browser may send to /telemetry (docs/section-health.md#section-health): a batch of at
 * most 20 events from one page view. Every object is strict, so a field the schema does not
 * name (a name, an email, a card field, a cart) is refused, never stored.
 */
const remoteNames = ['shell', 'delivery', 'dining', 'nightlife', 'checkout', 'auth'];
const phases = ['manifest', 'entry', 'module', 'render'];
const failureReasons = ['http', 'timeout', 'integrity', 'error'];
const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
const serverOutcomes = ['stopped', 'paused'];
const serverReasons = ['timeout', 'memory', 'error'];
const maxEventsPerBatch = 20;
const versionPattern = /^[A-Za-z0-9._-]{1,40}$/;
const pagePattern = /^[a-z0-9]{8,32}$/;

const remote = z.enum(remoteNames);
/** A release folder name (/mfe/<key>/<version>/), never free text. */
const version = z
  .string()
  .regex(versionPattern, 'must be 1 to 40 letters, digits, dots, dashes or underscores')
  .optional();
const duration = z.number().finite().min(0).max(600_000);
const base = { remote, version };

const event = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('view'), ...base }),
  z.strictObject({ type: z.literal('load'), ...base, phase: z.enum(phases), ms: duration }),
  z.strictObject({
    type: z.literal('load-failed'),
    ...base,
    phase: z.enum(phases),
    reason: z.enum(failureReasons),
    status: z.number().int().min(100).max(599).optional(),
  }),
  z.strictObject({
    type: z.literal('error'),
    ...base,
    source: z.enum(['boundary', 'uncaught']),
    message: z.string().max(200),
  }),
  z.strictObject({ type: z.literal('vital'), ...base, name: z.enum(vitalNames), value: duration }),
  // From a render server (server-rendering/render-lanes.mjs): a section's server render stopped
  // (past its time limit, its memory, or failing), or its rendering paused for a while.
  z.strictObject({
    type: z.literal('server-render'),
    ...base,
    outcome: z.enum(serverOutcomes),
    reason: z.enum(serverReasons),
  }),
  z.strictObject({
    type: z.literal('canary-fallback'),
    ...base,
    stableVersion: version,
    reason: z.enum([...failureReasons, 'render']),
  }),
]);

const batch = z.strictObject({
  /** A random id per page view, made in the browser: never the visitor's id. */
  page: z.string().regex(pagePattern, 'must be 8 to 32 lower-case letters or digits'),
  events: z.array(event).min(1).max(maxEventsPerBatch),
});

/**
 * A plain check that a batch is valid, about ten times cheaper than zod's: it must never pass
 * what the schema refuses (the test feeds both the same batches), and what it does not pass
 * goes to zod, which decides and names the problem. The keys each event may carry are read
 * from the schema itself.
 */
const isDuration = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 600_000;
const isVersion = (value) => value === undefined || (typeof value === 'string' && versionPattern.test(value));
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const eventChecks = {
  view: () => true,
  load: (e) => phases.includes(e.phase) && isDuration(e.ms),
  'load-failed': (e) =>
    phases.includes(e.phase) &&
    failureReasons.includes(e.reason) &&
    (e.status === undefined || (Number.isInteger(e.status) && e.status >= 100 && e.status <= 599)),
  error: (e) =>
    (e.source === 'boundary' || e.source === 'uncaught') &&
    typeof e.message === 'string' &&
    e.message.length <= 200,
  vital: (e) => vitalNames.includes(e.name) && isDuration(e.value),
  'server-render': (e) => serverOutcomes.includes(e.outcome) && serverReasons.includes(e.reason),
  'canary-fallback': (e) =>
    isVersion(e.stableVersion) && (failureReasons.includes(e.reason) || e.reason === 'render'),
};
const eventKeys = Object.fromEntries(
  event.options.map((option) => [option.shape.type.value, new Set(Object.keys(option.shape))]),
);
const hasOnly = (value, keys) => Object.keys(value).every((key) => keys.has(key));
const batchKeys = new Set(['page', 'events']);

function isPlainValid(input) {
  if (!isObject(input) || !hasOnly(input, batchKeys)) return false;
  if (typeof input.page !== 'string' || !pagePattern.test(input.page)) return false;
  const { events } = input;
  if (!Array.isArray(events) || events.length < 1 || events.length > maxEventsPerBatch) return false;
  return events.every(
    (e) =>
      isObject(e) &&
      Object.hasOwn(eventChecks, e.type) &&
      hasOnly(e, eventKeys[e.type]) &&
      remoteNames.includes(e.remote) &&
      isVersion(e.version) &&
      eventChecks[e.type](e),
  );
}

/** The batch, or the first problem as `{ message, field }` (field: a path such as events.0.phase). */
function parseBatch(input) {
  if (isPlainValid(input)) return { value: input };
  const result = batch.safeParse(input);
  if (result.success) return { value: result.data };
  const issue = result.error.issues[0];
  const field = issue.path.length ? issue.path.join('.') : '(body)';
  return { error: { message: `${field}: ${issue.message}`, field } };
}

module.exports = { parseBatch, isPlainValid, batch, phases, vitalNames, maxEventsPerBatch, remoteNames };
