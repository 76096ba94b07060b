#!/usr/bin/env node
const { rmSync } = require('node:fs');
const { createServer } = require('node:http');
const { join } = require('node:path');
const { parseArgs } = require('node:util');
const { cartFileName, createApi } = require('./server.js');

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

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    'global-size': { type: 'string' },
    reset: { type: 'boolean', default: false },
    'reset-only': { type: 'boolean', default: false },
  },
});

const port = values.port !== undefined ? Number(values.port) : fromEnvInt('MOCK_API_PORT', 8080);
const dataDir = values['data-dir'] ?? process.env.MOCK_API_DATA_DIR ?? defaultDataDir;
const globalSize =
  values['global-size'] !== undefined ? Number(values['global-size']) : fromEnvInt('MOCK_API_GLOBAL_SIZE', 0);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`mock-api: port must be 0-65535, got "${values.port}"`);
  process.exit(2);
}

if (values.reset || values['reset-only']) {
  rmSync(join(dataDir, cartFileName), { force: true });
  console.log(`mock-api: carts reset in ${dataDir}`);
  if (values['reset-only']) process.exit(0);
}

const { handle } = createApi({ dataDir, globalSize });
const server = createServer(handle).listen(port, '127.0.0.1', () => {
  const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`mock-api listening on http://127.0.0.1:${bound}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
