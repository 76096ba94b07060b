const { mkdtempSync, rmSync } = require('node:fs');
const { createServer } = require('node:http');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { createApi } = require('../src/server.js');

/** The real mock-api on a free port with a throw-away data folder. */
async function startApi(options = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mock-api-test-'));
  const { handle, store } = createApi({ dataDir, ...options });
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
      server.close(() => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
    });
  return { base, call, stop, dataDir, store };
}

/** A cart line as the site sends it: the catalogue's first cake, once. */
const [{ id: cakeId, ...cake }] = require('../data/catalog.json').Cake;
const sampleLine = { ...cake, imgUrl: `images/cake/${cakeId}.svg`, quantity: 1 };

module.exports = { startApi, sampleLine };
