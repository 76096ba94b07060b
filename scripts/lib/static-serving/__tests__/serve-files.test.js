/**
 * A folder served from disk (serve-files.cjs) behind `compression`, as site-server.mjs serves
 * it: the build's brotli or gzip copy by what the browser accepts, the file's own Cache-Control
 * on its copy, conditional requests, and nothing outside the folder.
 */
const compression = require('compression');
const express = require('express');
const http = require('node:http');
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { brotliCompressSync, gzipSync } = require('node:zlib');
const { serveFiles } = require('../serve-files.cjs');

/** A stand-in for serving/cache-rules.mjs (ESM, which these CommonJS tests cannot load). */
const setHeaders = (res, file) =>
  res.setHeader(
    'Cache-Control',
    /\.[0-9a-f]{8}\.[a-z0-9]+$/i.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );

const script = `export const text = ${JSON.stringify('zomato '.repeat(400))};\n`;
const css = `.a{color:red}${' '.repeat(600)}`;
let root;
let dir;

function writeSite() {
  root = mkdtempSync(join(tmpdir(), 'serve-files-'));
  dir = join(root, 'site');
  mkdirSync(join(dir, 'sub'), { recursive: true });
  const put = (name, bytes) => writeFileSync(join(dir, name), bytes);
  put('app.1a2b3c4d.js', script);
  put('app.1a2b3c4d.js.br', brotliCompressSync(script));
  put('app.1a2b3c4d.js.gz', gzipSync(script));
  put('only-gzip.1a2b3c4d.css', css);
  put('only-gzip.1a2b3c4d.css.gz', gzipSync(css));
  put('plain.1a2b3c4d.css', css);
  put('index.html', '<!doctype html><p>one</p>');
  writeFileSync(join(root, 'secret.1a2b3c4d.js'), 'secret();');
}

function siteApp({ fallthrough = true } = {}) {
  const app = express();
  app.use(compression({ threshold: 512 }));
  app.use(serveFiles(dir, { setHeaders, fallthrough }));
  app.use((req, res) => res.status(404).type('text/plain').send('Not found'));
  return app;
}

const servers = [];
async function listen(app) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return server.address().port;
}

/** One raw answer: status, headers, the bytes as sent (not decompressed). */
function ask(port, path, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

let port;
beforeEach(async () => {
  writeSite();
  port = await listen(siteApp());
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(root, { recursive: true, force: true });
});

test.each([
  ['br, gzip', 'br', brotliCompressSync(script)],
  ['gzip, deflate', 'gzip', gzipSync(script)],
  ['gzip;q=1, br;q=0.5', 'gzip', gzipSync(script)],
  ['br;q=0', undefined, Buffer.from(script)],
  ['identity', undefined, Buffer.from(script)],
])(
  'Accept-Encoding "%s" gets the %s copy as built, with the file\'s type and Cache-Control',
  async (accept, encoding, body) => {
    const answer = await ask(port, '/app.1a2b3c4d.js', { headers: { 'Accept-Encoding': accept } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body).toEqual(body);
  },
);

test('a file without the preferred copy is compressed on the fly; its gzip copy goes to a gzip browser', async () => {
  const gzipOnly = await ask(port, '/only-gzip.1a2b3c4d.css', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipOnly.headers['content-encoding']).toBe('gzip');
  expect(gzipOnly.body).toEqual(gzipSync(css));
  for (const path of ['/only-gzip.1a2b3c4d.css', '/plain.1a2b3c4d.css']) {
    const answer = await ask(port, path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

test('a repeated request with the ETag it was sent is a 304 with no body, for the copy and the file', async () => {
  for (const encoding of ['br', 'identity']) {
    const first = await ask(port, '/app.1a2b3c4d.js', { headers: { 'Accept-Encoding': encoding } });
    const again = await ask(port, '/app.1a2b3c4d.js', {
      headers: { 'Accept-Encoding': encoding, 'If-None-Match': first.headers.etag },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  }
});

test('a file changed on disk is answered as it is now', async () => {
  expect((await ask(port, '/index.html')).body.toString()).toContain('one');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><p>two</p>');
  expect((await ask(port, '/index.html')).body.toString()).toContain('two');
});

test('paths out of the folder are refused, and nothing outside it is read', async () => {
  for (const path of [
    '/../secret.1a2b3c4d.js',
    '/%2e%2e/secret.1a2b3c4d.js',
    '/sub/..%2f..%2fsecret.1a2b3c4d.js',
  ])
    for (const accept of ['br, gzip', 'identity']) {
      const answer = await ask(port, path, { headers: { 'Accept-Encoding': accept } });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.body.toString()).not.toContain('secret');
    }
});

test("with fallthrough off (the /mfe mount) a missing file is express.static's 404", async () => {
  const strict = await listen(siteApp({ fallthrough: false }));
  const missing = await ask(strict, '/missing.1a2b3c4d.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(missing.status).toBe(404);
  expect((await ask(strict, '/app.1a2b3c4d.js', { headers: { 'Accept-Encoding': 'br' } })).status).toBe(200);
});
