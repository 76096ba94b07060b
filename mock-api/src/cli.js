#!/usr/bin/env node
const { rmSync } = require('node:fs');
const { createServer } = require('node:http');
const { join } = require('node:path');
const { parseArgs } = require('node:util');
const { cartFileName, createApi } = require('./server.js');
const { maxGeneratedItems } = require('./catalog/seed.js');

const maxTelemetryLimit = 1_000_000;
const defaultDataDir = join(__dirname, '..', '.data');

function fromEnvInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) {
    console.error(`mock-api: ${name} must be a whole number, got "${raw}"`);
    process.exit(2);
  }
  return Number(raw);
}

/**
 * A generated list's size from an option or the environment: unset, empty or 0 is off;
 * anything but a whole number up to `maxGeneratedItems` stops the service with a message.
 */
function listSize(option, envName) {
  const raw = option ?? process.env[envName];
  if (raw === undefined || raw === '') return 0;
  const size = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(size) || size > maxGeneratedItems) {
    console.error(
      `mock-api: ${envName} (or its option) must be a whole number from 0 (off) to ${maxGeneratedItems}, got "${raw}"`,
    );
    process.exit(2);
  }
  return size;
}

/** A per-minute limit from the environment: unset or empty is undefined; else a whole number from 1. */
function limitFromEnv(name) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const limit = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= maxTelemetryLimit)) {
    console.error(`mock-api: ${name} must be a whole number from 1 to ${maxTelemetryLimit}, got "${raw}"`);
    process.exit(2);
  }
  return limit;
}

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    'global-size': { type: 'string' },
    'catalog-scale': { type: 'string' },
    reset: { type: 'boolean', default: false },
    'reset-only': { type: 'boolean', default: false },
  },
});

const port = values.port !== undefined ? Number(values.port) : fromEnvInt('MOCK_API_PORT', 8080);
const dataDir = values['data-dir'] ?? process.env.MOCK_API_DATA_DIR ?? defaultDataDir;
const globalSize = listSize(values['global-size'], 'MOCK_API_GLOBAL_SIZE');
// Every list answered with N generated items (same fields, new ids): the benchmark's scale
// section and the large-listing browser tests only.
const scale = listSize(values['catalog-scale'], 'CATALOG_SCALE');
// Telemetry batches a minute per client (unset: the service's default). One client, as the
// limit sees it, is one address: every browser of the test suite is 127.0.0.1, so it raises this.
const telemetryLimit = limitFromEnv('TELEMETRY_LIMIT');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`mock-api: port must be 0-65535, got "${values.port}"`);
  process.exit(2);
}

if (values.reset || values['reset-only']) {
  rmSync(join(dataDir, cartFileName), { force: true });
  console.log(`mock-api: carts reset in ${dataDir}`);
  if (values['reset-only']) process.exit(0);
}

const { handle, close } = createApi({ dataDir, globalSize, scale, telemetry: { limit: telemetryLimit } });
const server = createServer(handle).listen(port, '127.0.0.1', () => {
  const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const scaled = scale > 0 ? ` (every list ${scale} items)` : '';
  console.log(`mock-api listening on http://127.0.0.1:${bound}${scaled}`);
});
// What waits for the OpenTelemetry collector is sent (at most its export timeout) before exit.
const stop = () => server.close(() => close().finally(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
