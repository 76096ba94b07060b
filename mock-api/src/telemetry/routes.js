const express = require('express');
const { rateLimit } = require('express-rate-limit');
const { parseBatch } = require('./schema.js');
const { hour, TelemetryStore } = require('./store.js');
const { summarize } = require('./summary.js');

const bodyLimit = '32kb';
const bodyTypes = ['application/json', 'text/plain'];

const fail = (res, status, message, field) =>
  res.status(status).json(field ? { error: message, field } : { error: message });

/**
 * `since` as ms since the epoch or an ISO date; default: an hour ago.
 * @returns {{ value: number, error?: undefined } | { value?: undefined, error: string }}
 */
function parseSince(raw, now) {
  if (raw === undefined || raw === '') return { value: now - hour };
  const value = /^\d{1,15}$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (typeof raw !== 'string' || !Number.isFinite(value)) {
    return { error: 'since must be ms since the epoch or an ISO 8601 date' };
  }
  return { value };
}

/**
 * /telemetry (docs/section-health.md#section-health): `POST /telemetry` takes one batch from a
 * page view (JSON, sent as text/plain by navigator.sendBeacon too), checked against the
 * schema; a refusal is a 4xx naming the problem and stores nothing; a batch that cannot be
 * stored (a full disk) is a 503 naming it, and logged (`log`). Each client (`req.ip`: the app
 * sets `trust proxy` for the site's proxies) may post `limit` batches a minute. What is stored
 * goes on to `exporter` (an OpenTelemetry collector, ./otlp-export.js) when there is one.
 * `GET /telemetry/summary` answers the figures per remote and version.
 */
function telemetryRoutes({
  dir,
  limit = 120,
  now = Date.now,
  store = new TelemetryStore({ dir, now }),
  exporter,
  log = (message) => console.error(message),
}) {
  const router = express.Router();
  const limiter = rateLimit({
    windowMs: 60 * 1000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => fail(res, 429, `more than ${limit} telemetry batches a minute from this client`),
  });

  router.post(
    '/',
    limiter,
    (req, res, next) => {
      // req.is is null without a body, false for another type.
      if (!req.is(bodyTypes)) return fail(res, 415, 'Content-Type must be application/json or text/plain');
      return next();
    },
    // Text for both types, parsed below: one JSON.parse and one message for either. sendBeacon
    // never compresses, so a compressed body is refused (inflate: false).
    express.text({ type: bodyTypes, limit: bodyLimit, inflate: false }),
    (req, res) => {
      let input;
      try {
        input = JSON.parse(req.body);
      } catch {
        return fail(res, 400, 'body is not valid JSON', '(body)');
      }
      const { value, error } = parseBatch(input);
      if (error) return fail(res, 400, error.message, error.field);
      let stored;
      try {
        stored = store.append(value.page, value.events);
      } catch (failure) {
        const message = `telemetry could not be stored: ${/** @type {Error} */ (failure).message}`;
        log(`mock-api: ${message}`);
        return fail(res, 503, message);
      }
      exporter?.forward(stored);
      return res.status(202).json({ accepted: value.events.length });
    },
  );

  router.get('/summary', (req, res) => {
    const at = now();
    const parsed = parseSince(req.query.since, at);
    if (parsed.error !== undefined) return fail(res, 400, parsed.error, 'since');
    const since = parsed.value;
    res.set('Cache-Control', 'no-store');
    const figures = summarize(store.since(Math.min(since, at - hour)), { since, now: at });
    return res.json(exporter ? { ...figures, otlp: exporter.stats() } : figures);
  });

  router.all('*', (req, res) => fail(res, 405, `${req.method} is not allowed here`));

  // body-parser's refusals (they carry a `type`): too large (413), an unknown charset or any
  // content encoding (415), a body cut short (400). Anything else is ours: logged, a 500.
  router.use((error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error.type === 'entity.too.large') return fail(res, 413, `body is larger than ${bodyLimit}`);
    if (error.type !== undefined)
      return fail(res, error.status === 415 ? 415 : 400, 'request could not be read');
    log(`mock-api: telemetry request failed: ${error.message}`);
    return fail(res, 500, 'the telemetry request could not be handled');
  });
  return { router, store };
}

module.exports = { telemetryRoutes, bodyLimit };
