const { z } = require('zod');

/**
 * What a browser may send to /telemetry (docs/architecture.md#section-health): a batch of at
 * most 20 events from one page view. Every object is strict, so a field the schema does not
 * name (a name, an email, a card field, a cart) is refused, never stored.
 */
const remoteNames = ['shell', 'delivery', 'dining', 'nightlife', 'checkout', 'auth'];
const phases = ['manifest', 'entry', 'module', 'render'];
const failureReasons = ['http', 'timeout', 'integrity', 'error'];
const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
const maxEventsPerBatch = 20;

const remote = z.enum(remoteNames);
/** A release folder name (/mfe/<key>/<version>/), never free text. */
const version = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,40}$/, 'must be 1 to 40 letters, digits, dots, dashes or underscores')
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
  z.strictObject({
    type: z.literal('canary-fallback'),
    ...base,
    stableVersion: version,
    reason: z.enum([...failureReasons, 'render']),
  }),
]);

const batch = z.strictObject({
  /** A random id per page view, made in the browser: never the visitor's id. */
  page: z.string().regex(/^[a-z0-9]{8,32}$/, 'must be 8 to 32 lower-case letters or digits'),
  events: z.array(event).min(1).max(maxEventsPerBatch),
});

/** The batch, or the first problem as `{ message, field }` (field: a path such as events.0.phase). */
function parseBatch(input) {
  const result = batch.safeParse(input);
  if (result.success) return { value: result.data };
  const issue = result.error.issues[0];
  const field = issue.path.length ? issue.path.join('.') : '(body)';
  return { error: { message: `${field}: ${issue.message}`, field } };
}

module.exports = { parseBatch, phases, vitalNames, maxEventsPerBatch, remoteNames };
