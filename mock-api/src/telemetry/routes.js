const express = require('express');
const { rateLimit } = require('express-rate-limit');
const { hour } = require('./store.js');
const { TelemetryWorker } = require('./worker-client.js');

const bodyLimit = '32kb';

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
 * /telemetry (docs/architecture.md#section-health): `POST /telemetry` takes one batch from a
 * page view (JSON, sent as text/plain by navigator.sendBeacon too), checked against the
 * schema; a refusal is a 4xx naming the problem and stores nothing. Each client (its address,
 * as the site's proxy forwards it) may post `limit` batches a minute. `GET /telemetry/summary`
 * answers the figures per remote and version.
 *
 * This thread checks only what it must before reading a body (the limit, the content type,
 * 32 KB); parsing, the schema, storing and the summary run in a worker thread (worker.js), so
 * a burst of batches never holds up the catalogue's answers. The answer is sent once the
 * worker has stored the batch (or refused it); a batch that could not be stored, or a worker
 * that died, is a 503 naming it, and logged (`log`). `store`: TelemetryStore options but `dir`.
 */
function telemetryRoutes({ dir, limit = 120, now = Date.now, store = {}, log }) {
  const router = express.Router();
  const worker = new TelemetryWorker({ store: { ...store, dir }, now, log });
  const answer =
    (res) =>
    ({ status, body }) =>
      res.status(status).json(body);
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
      if (!req.is(['application/json', 'text/plain'])) {
        return fail(res, 415, 'Content-Type must be application/json or text/plain');
      }
      return next();
    },
    express.text({ type: () => true, limit: bodyLimit }),
    (req, res) => worker.ask({ kind: 'append', at: now(), text: req.body }).then(answer(res)),
  );

  router.get('/summary', (req, res) => {
    const at = now();
    const parsed = parseSince(req.query.since, at);
    if (parsed.error !== undefined) return fail(res, 400, parsed.error, 'since');
    res.set('Cache-Control', 'no-store');
    return worker.ask({ kind: 'summary', since: parsed.value, now: at }).then(answer(res));
  });

  router.all('*', (req, res) => fail(res, 405, `${req.method} is not allowed here`));

  router.use((error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error.type === 'entity.too.large') return fail(res, 413, `body is larger than ${bodyLimit}`);
    return fail(res, error.status && error.status < 500 ? error.status : 400, 'request could not be read');
  });
  return { router, close: () => worker.close() };
}

module.exports = { telemetryRoutes, bodyLimit };
