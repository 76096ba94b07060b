const express = require('express');
const { ipKeyGenerator, rateLimit } = require('express-rate-limit');
const { parseBatch } = require('./schema.js');
const { hour, TelemetryStore } = require('./store.js');
const { summarize } = require('./summary.js');

const bodyLimit = '32kb';
const bodyLimitBytes = 32 * 1024;
const bodyTypes = new Set(['application/json', 'text/plain']);

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

const isLoopback = (address) => /^(127\.|::ffff:127\.)/.test(address) || address === '::1';

/**
 * The client's address as express's `trust proxy: 'loopback'` reads it: the nearest address,
 * from the socket back along X-Forwarded-For, that is not a loopback proxy.
 */
function clientAddress(req) {
  const forwarded = (req.headers['x-forwarded-for'] ?? '').split(',').map((hop) => hop.trim());
  const hops = [req.socket.remoteAddress ?? '', ...forwarded.filter(Boolean).reverse()];
  return hops.find((hop) => !isLoopback(hop)) ?? hops[hops.length - 1];
}

/** express's res.append on node's own response. */
function appendHeader(field, value) {
  this.appendHeader(field, value);
  return this;
}

/** `POST /telemetry` (any case, a trailing slash and a query allowed, as express routes it). */
function isTelemetryPost(req) {
  if (req.method !== 'POST') return false;
  const path = req.url.split('?', 1)[0].toLowerCase();
  return path === '/telemetry' || path === '/telemetry/';
}

/** The charset's decoder (WHATWG labels, UTF-8 by default), or undefined for one it does not know. */
function decoderFor(parameters) {
  const charset = parameters
    .map((parameter) => parameter.trim().split('='))
    .find(([name]) => name.toLowerCase() === 'charset');
  try {
    return new TextDecoder(charset?.[1].replace(/"/g, '') ?? 'utf-8');
  } catch {
    return undefined;
  }
}

/**
 * Calls `done` with the body as text (32 KB at most), or the status and message to refuse it
 * with: what express.text answered before.
 */
function readBody(req, done) {
  const [type, ...parameters] = (req.headers['content-type'] ?? '').split(';');
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;
  if (!hasBody || !bodyTypes.has(type.trim().toLowerCase())) {
    return done({ status: 415, message: 'Content-Type must be application/json or text/plain' });
  }
  const decoder = decoderFor(parameters);
  if (!decoder || (req.headers['content-encoding'] ?? 'identity').toLowerCase() !== 'identity') {
    return done({ status: 415, message: 'request could not be read' });
  }
  const tooLarge = { status: 413, message: `body is larger than ${bodyLimit}` };
  if (Number(req.headers['content-length']) > bodyLimitBytes) return done(tooLarge);
  const chunks = [];
  let length = 0;
  req.on('data', (chunk) => {
    length += chunk.length;
    if (length <= bodyLimitBytes) chunks.push(chunk);
  });
  req.on('end', () =>
    done(length > bodyLimitBytes ? tooLarge : { text: decoder.decode(Buffer.concat(chunks)) }),
  );
  req.on('error', () => done({ status: 400, message: 'request could not be read' }));
  return undefined;
}

/**
 * /telemetry (docs/architecture.md#section-health): `POST /telemetry` takes one batch from a
 * page view (JSON, sent as text/plain by navigator.sendBeacon too), checked against the
 * schema; a refusal is a 4xx naming the problem and stores nothing; a batch that cannot be
 * stored (a full disk) is a 503 naming it, and logged (`log`). Each client (its address, as
 * the site's proxy forwards it) may post `limit` batches a minute. `GET /telemetry/summary`
 * answers the figures per remote and version.
 *
 * `post(req, res)` answers POST /telemetry before express sees it (and returns true), as the
 * catalogue's kept answers are (catalog/response-cache.js): batches come in bursts (the
 * benchmark's 1,000 events a second arrive at the top of each second), and express's chain
 * (routing, body parser, res.json) was most of a batch's cost on the thread that answers the
 * catalogue. `headers` go on every answer (the service's CORS headers).
 */
function telemetryRoutes({
  dir,
  limit = 120,
  now = Date.now,
  store = new TelemetryStore({ dir, now }),
  headers = {},
  log = (message) => console.error(message),
}) {
  const send = (res, status, body) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
    });
    res.end(text);
  };
  const refuse = (res, status, error, field) => send(res, status, field ? { error, field } : { error });
  const limiter = rateLimit({
    windowMs: 60 * 1000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Called with node's own request (no req.ip): the client as the site's proxy names it.
    keyGenerator: (req) => ipKeyGenerator(clientAddress(req)),
    validate: false,
    handler: (req, res) => refuse(res, 429, `more than ${limit} telemetry batches a minute from this client`),
  });

  const accept = (res, text) => {
    let input;
    try {
      input = JSON.parse(text);
    } catch {
      return refuse(res, 400, 'body is not valid JSON', '(body)');
    }
    const { value, error } = parseBatch(input);
    if (error) return refuse(res, 400, error.message, error.field);
    try {
      store.append(value.page, value.events);
    } catch (failure) {
      const message = `telemetry could not be stored: ${failure.message}`;
      log(`mock-api: ${message}`);
      return refuse(res, 503, message);
    }
    return send(res, 202, { accepted: value.events.length });
  };

  const post = (req, res) => {
    if (!isTelemetryPost(req)) return false;
    // The limiter sets its RateLimit headers with express's res.append.
    res.append = appendHeader;
    limiter(req, res, (error) => {
      if (error) {
        log(`mock-api: telemetry rate limit failed: ${error.message}`);
        return refuse(res, 500, 'the rate limit could not be checked');
      }
      return readBody(req, ({ status, message, text }) => {
        if (status === undefined) return accept(res, text);
        // What is left of a refused body is read and dropped: the connection stays usable.
        req.resume();
        return refuse(res, status, message);
      });
    });
    return true;
  };

  const router = express.Router();
  router.get('/summary', (req, res) => {
    const at = now();
    const parsed = parseSince(req.query.since, at);
    if (parsed.error !== undefined) return fail(res, 400, parsed.error, 'since');
    const since = parsed.value;
    res.set('Cache-Control', 'no-store');
    return res.json(summarize(store.since(Math.min(since, at - hour)), { since, now: at }));
  });

  router.all('*', (req, res) => fail(res, 405, `${req.method} is not allowed here`));
  return { post, router, store };
}

module.exports = { telemetryRoutes, bodyLimit };
