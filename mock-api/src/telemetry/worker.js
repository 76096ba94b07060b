const { parentPort, workerData } = require('node:worker_threads');
const { parseBatch } = require('./schema.js');
const { hour, TelemetryStore } = require('./store.js');
const { summarize } = require('./summary.js');

/**
 * The telemetry worker thread (docs/architecture.md#section-health): it owns the store and
 * does everything a batch costs (JSON parsing, the schema, the NDJSON append and its
 * rotation, the summary over up to `maxEvents` events), so the request thread only reads
 * bodies and writes answers while the catalogue is being served. Every message is answered
 * with `{ id, status, body }`: the HTTP answer to send.
 *
 * The time comes with each message (the arrival time the request thread stamped), so the
 * store never reads a clock of its own.
 */
let clock = workerData.now;
const store = new TelemetryStore({ ...workerData.store, now: () => clock });

const refuse = (status, error, field) => ({ status, body: field ? { error, field } : { error } });

function append({ at, text }) {
  let input;
  try {
    input = JSON.parse(text);
  } catch {
    return refuse(400, 'body is not valid JSON', '(body)');
  }
  const { value, error } = parseBatch(input);
  if (error) return refuse(400, error.message, error.field);
  try {
    store.append(value.page, value.events, at);
  } catch (failure) {
    // A full disk or a lost folder: the batch is refused (nothing kept) and said so.
    return refuse(503, `telemetry could not be stored: ${failure.message}`);
  }
  return { status: 202, body: { accepted: value.events.length } };
}

function summary({ since, now }) {
  return { status: 200, body: summarize(store.since(Math.min(since, now - hour)), { since, now }) };
}

const handlers = { append, summary };

parentPort.on('message', (message) => {
  clock = message.at ?? message.now;
  parentPort.postMessage({ id: message.id, ...handlers[message.kind](message) });
});
