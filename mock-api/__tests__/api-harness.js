const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { createServer } = require('node:http');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { createApi } = require('../src/server.js');

/** The real mock-api on a free port with a throw-away data folder. */
async function startApi(options = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mock-api-test-'));
  const { handle, store, exporter, close } = createApi({ dataDir, ...options });
  const server = await new Promise((resolve) => {
    const listening = createServer(handle).listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  const call = async (method, path, { visitor = 'visitor-one-1', body, headers = {}, raw } = {}) => {
    const response = await fetch(base + path, {
      method,
      headers: {
        ...(visitor ? { 'X-Visitor-Id': visitor } : {}),
        ...(body !== undefined || raw !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text, headers: response.headers };
  };
  const stop = () =>
    new Promise((resolve) => {
      server.close(async () => {
        await close();
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
    });
  return { base, call, stop, dataDir, store, exporter };
}

/**
 * The command line (src/cli.js) as its own process on a free port with a throw-away data
 * folder, `env` added to this one's: resolves once it listens; `stop` ends it (SIGTERM),
 * `exited` resolves when it has; `stderr()` is what it has logged so far.
 */
async function startCli(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mock-api-cli-'));
  const cli = join(__dirname, '..', 'src', 'cli.js');
  const child = spawn(process.execPath, [cli, '--port', '0', '--data-dir', dataDir], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let logged = '';
  child.stderr.on('data', (chunk) => {
    logged += chunk;
  });
  const stderr = () => logged;
  const exited = new Promise((resolve) => {
    child.once('exit', resolve);
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const base = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const match = /listening on (http:\/\/\S+)/.exec(out);
        if (match) resolve(match[1]);
      });
      child.on('exit', () => reject(new Error(`mock-api exited: ${out}${logged}`)));
    });
    return { base, child, dataDir, stop, stderr, exited };
  } catch (error) {
    stop();
    throw error;
  }
}

/** A cart line as the site sends it: the catalogue's first cake, once. */
const [{ id: cakeId, ...cake }] = require('../data/catalog.json').Cake;
const sampleLine = { ...cake, imgUrl: `images/cake/${cakeId}.svg`, quantity: 1 };

module.exports = { startApi, startCli, sampleLine };
