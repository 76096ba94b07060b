/**
 * Serving a folder with the file memory (serve-files.cjs, memory-static.cjs) answers as
 * serving it from disk does: the same status, headers (Date aside) and bytes for every kind
 * of file, encoding, method and condition, behind `compression` as in site-server.mjs; and
 * what is not immutable, or changed on disk, is never answered stale.
 */
const compression = require('compression');
const express = require('express');
const http = require('node:http');
const { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { isDeepStrictEqual } = require('node:util');
const { brotliCompressSync, gzipSync } = require('node:zlib');
const { createFileMemory } = require('../file-memory.cjs');
const { serveFiles } = require('../serve-files.cjs');

/** Stand-ins for deploy/serving/cache-rules.mjs (ESM, which these CommonJS tests cannot load). */
const isImmutable = (file) => /\.[0-9a-f]{8}\.[a-z0-9]+$/i.test(file);
const setHeaders = (res, file) =>
  res.setHeader('Cache-Control', isImmutable(file) ? 'public, max-age=31536000, immutable' : 'no-cache');

const script = `export const text = ${JSON.stringify('zomato '.repeat(400))};\n`;
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
  put('only-gzip.1a2b3c4d.css', `.a{color:red}${' '.repeat(600)}`);
  put('only-gzip.1a2b3c4d.css.gz', gzipSync(`.a{color:red}${' '.repeat(600)}`));
  put('plain.1a2b3c4d.css', `.b{color:blue}${' '.repeat(600)}`);
  put('tiny.1a2b3c4d.js', 'x;');
  put('pic.1a2b3c4d.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  put('big.1a2b3c4d.js', `/*${'b'.repeat(5000)}*/`);
  put('index.html', '<!doctype html><p>one</p>');
  put('.hidden.1a2b3c4d.js', 'hidden();');
  put('sub/x.1a2b3c4d.js', 'sub();');
  writeFileSync(join(root, 'secret.1a2b3c4d.js'), 'secret();');
}

/** An app as site-server.mjs makes one: compression first, the folder, a 404, errors as short text. */
function siteApp({ memory, fallthrough = true }) {
  const app = express();
  app.use(compression({ threshold: 512 }));
  app.use(serveFiles(dir, { setHeaders, memory, isImmutable, fallthrough }));
  app.use((req, res) => res.status(404).type('text/plain').send('Not found'));
  // express tells error handlers by their four parameters.
  app.use((error, req, res, next) =>
    res.headersSent
      ? next(error)
      : res
          .status(error.status ?? 500)
          .type('text/plain')
          .send(error.message),
  );
  return app;
}

const servers = [];
async function listen(app) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return server.address().port;
}

/** One raw answer: status, headers without Date, the bytes as sent (not decompressed). */
function ask(port, path, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const headers = { ...res.headers };
        delete headers.date;
        resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

let memory;
let fromMemory;
let fromDisk;
beforeEach(async () => {
  writeSite();
  memory = createFileMemory({ maxFileBytes: 4096 });
  fromMemory = await listen(siteApp({ memory }));
  fromDisk = await listen(siteApp({ memory: null }));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(root, { recursive: true, force: true });
});

const paths = [
  '/app.1a2b3c4d.js',
  '/only-gzip.1a2b3c4d.css',
  '/plain.1a2b3c4d.css',
  '/tiny.1a2b3c4d.js',
  '/pic.1a2b3c4d.png',
  '/big.1a2b3c4d.js',
  '/index.html',
  '/sub/x.1a2b3c4d.js',
  '/sub/%78.1a2b3c4d.js',
  '/missing.1a2b3c4d.js',
  '/.hidden.1a2b3c4d.js',
  '/sub',
  '/sub/',
  '/app.1a2b3c4d.js/',
  '/../secret.1a2b3c4d.js',
  '/%2e%2e/secret.1a2b3c4d.js',
  '/sub/../app.1a2b3c4d.js',
  '/sub/..%2fapp.1a2b3c4d.js',
];
const encodings = [undefined, 'br, gzip', 'gzip, deflate', 'gzip;q=1, br;q=0.5', 'identity', 'br;q=0'];

test('every path, encoding and method gets the same status, headers and bytes as from disk', async () => {
  const differences = [];
  for (const path of paths)
    for (const encoding of encodings)
      for (const method of ['GET', 'HEAD']) {
        const headers = encoding === undefined ? {} : { 'Accept-Encoding': encoding };
        const disk = await ask(fromDisk, path, { method, headers });
        // Twice from memory: the first read fills it, the second is answered from it.
        await ask(fromMemory, path, { method, headers });
        const kept = await ask(fromMemory, path, { method, headers });
        if (!isDeepStrictEqual(disk, kept)) differences.push({ path, encoding, method, disk, kept });
      }
  expect(
    differences.map(({ path, encoding, method, disk, kept }) => ({
      path,
      encoding,
      method,
      disk: [disk.status, disk.headers, disk.body.length],
      kept: [kept.status, kept.headers, kept.body.length],
    })),
  ).toEqual([]);
  // The immutable files that fit were kept; index.html (not immutable) and big.*.js were not.
  expect(memory.usage().files).toBeGreaterThanOrEqual(7);
});

test('the memory keeps the copy as built; once the files are deleted they are a 404 and no longer kept', async () => {
  const first = await ask(fromMemory, '/app.1a2b3c4d.js', { headers: { 'Accept-Encoding': 'br' } });
  expect(first.status).toBe(200);
  expect(first.headers['content-encoding']).toBe('br');
  expect(first.body).toEqual(brotliCompressSync(script));
  expect(memory.usage().files).toBe(1);
  rmSync(join(dir, 'app.1a2b3c4d.js.br'));
  rmSync(join(dir, 'app.1a2b3c4d.js'));
  expect((await ask(fromMemory, '/app.1a2b3c4d.js', { headers: { 'Accept-Encoding': 'br' } })).status).toBe(
    404,
  );
  expect(memory.usage().files).toBe(0);
});

test('conditional requests: 304 for a matching ETag or Last-Modified, as from disk', async () => {
  for (const encoding of ['br', undefined]) {
    const headers = encoding ? { 'Accept-Encoding': encoding } : {};
    const { headers: sent } = await ask(fromMemory, '/app.1a2b3c4d.js', { headers });
    const conditions = [
      { 'If-None-Match': sent.etag },
      { 'If-None-Match': `W/"other", ${sent.etag}` },
      { 'If-None-Match': 'W/"other"' },
      { 'If-Modified-Since': sent['last-modified'] },
      { 'If-Modified-Since': new Date(Date.parse(sent['last-modified']) - 60000).toUTCString() },
      { 'If-None-Match': 'W/"other"', 'If-Modified-Since': sent['last-modified'] },
      { 'If-Match': sent.etag },
      { 'If-Match': 'W/"other"' },
      { 'If-Unmodified-Since': new Date(0).toUTCString() },
      { Range: 'bytes=0-9' },
      { Range: 'bytes=99999-' },
    ];
    for (const condition of conditions)
      for (const method of ['GET', 'HEAD']) {
        const options = { method, headers: { ...headers, ...condition } };
        const [disk, kept] = [
          await ask(fromDisk, '/app.1a2b3c4d.js', options),
          await ask(fromMemory, '/app.1a2b3c4d.js', options),
        ];
        expect({ condition, method, ...kept }).toEqual({ condition, method, ...disk });
      }
    const notModified = await ask(fromMemory, '/app.1a2b3c4d.js', {
      headers: { ...headers, 'If-None-Match': sent.etag },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers['content-type']).toBeUndefined();
  }
});

test('a file changed on disk is answered as it is now: a non-immutable page, and an immutable file rewritten', async () => {
  const page = async () => (await ask(fromMemory, '/index.html')).body.toString();
  expect(await page()).toContain('one');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><p>two</p>');
  expect(await page()).toContain('two');

  const before = await ask(fromMemory, '/tiny.1a2b3c4d.js');
  writeFileSync(join(dir, 'tiny.1a2b3c4d.js'), 'y;');
  const later = new Date(statSync(join(dir, 'tiny.1a2b3c4d.js')).mtimeMs + 5000);
  utimesSync(join(dir, 'tiny.1a2b3c4d.js'), later, later);
  const after = await ask(fromMemory, '/tiny.1a2b3c4d.js');
  expect(after.body.toString()).toBe('y;');
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(after).toEqual(await ask(fromDisk, '/tiny.1a2b3c4d.js'));
});

test('paths out of the folder are refused as from disk, and nothing outside it is read', async () => {
  for (const path of [
    '/../secret.1a2b3c4d.js',
    '/%2e%2e/secret.1a2b3c4d.js',
    '/sub/..%2f..%2fsecret.1a2b3c4d.js',
  ]) {
    const kept = await ask(fromMemory, path);
    expect(kept.status).toBeGreaterThanOrEqual(400);
    expect(kept.body.toString()).not.toContain('secret');
    expect(kept).toEqual(await ask(fromDisk, path));
  }
  expect(memory.usage().files).toBe(0);
});

test("with fallthrough off (the /mfe mount) a missing file is express.static's 404 either way", async () => {
  const port = await listen(siteApp({ memory, fallthrough: false }));
  const disk = await listen(siteApp({ memory: null, fallthrough: false }));
  for (const path of [
    '/missing.1a2b3c4d.js',
    '/app.1a2b3c4d.js',
    '/.hidden.1a2b3c4d.js',
    '/../secret.1a2b3c4d.js',
  ])
    expect(await ask(port, path, { headers: { 'Accept-Encoding': 'br, gzip' } })).toEqual(
      await ask(disk, path, { headers: { 'Accept-Encoding': 'br, gzip' } }),
    );
});

test('the memory stays within its cap; what does not fit is served from disk, alike', async () => {
  const small = createFileMemory({ maxTotalBytes: 600 });
  const port = await listen(siteApp({ memory: small }));
  for (const path of paths.slice(0, 6))
    for (const encoding of [undefined, 'br, gzip']) {
      const headers = encoding ? { 'Accept-Encoding': encoding } : {};
      expect(await ask(port, path, { headers })).toEqual(await ask(fromDisk, path, { headers }));
      expect(small.usage().bytes).toBeLessThanOrEqual(600);
    }
  expect(small.usage().files).toBeGreaterThan(0);
});
