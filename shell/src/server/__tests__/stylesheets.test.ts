/** @jest-environment node */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStylesheets } from '../stylesheets';

/** A tiny file server: path -> [status, body]; it counts what was asked. */
let files: Record<string, [number, string]>;
let asked: string[];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const [status, body] = files[req.url ?? ''] ?? [404, 'missing'];
    res.writeHead(status).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  asked = [];
  files = {
    '/css-index.json': [
      200,
      JSON.stringify({ files: { 'shared/a.css': ['1.aa.css'], 'shell/b.module.css': ['1.aa.css'] } }),
    ],
    '/1.aa.css': [200, '.a{}.b{}'],
    '/mfe/delivery/v1/css-index.json': [
      200,
      JSON.stringify({ files: { 'delivery/c.module.css': ['7.cc.css'] } }),
    ],
    '/mfe/delivery/v1/7.cc.css': [200, '.c{}'],
  };
});

const shell = () => ({
  base: `${origin}/`,
  styles: [
    { key: 'shared/a.css', css: 'A-text' },
    { key: 'shell/b.module.css', css: 'B-text' },
  ],
});
const delivery = () => ({
  base: `${origin}/mfe/delivery/v1/`,
  styles: [{ key: 'delivery/c.module.css', css: 'C-text' }],
});

test('each registered stylesheet becomes the browser file that holds it, each file once, in app order', async () => {
  const sheets = createStylesheets({ timeoutMs: 2000 });
  expect(await sheets.forPage([shell(), delivery()])).toEqual([
    { href: '1.aa.css', css: '.a{}.b{}' },
    { href: '7.cc.css', css: '.c{}' },
  ]);
  // Read once (the two apps' files are read side by side): hashed files never change.
  await sheets.forPage([shell(), delivery()]);
  expect(asked.filter((url) => url.endsWith('.css')).sort()).toEqual([
    '/1.aa.css',
    '/mfe/delivery/v1/7.cc.css',
  ]);
});

test('a version without an index, a stylesheet it does not name and a keyless one keep their own CSS text', async () => {
  delete files['/mfe/delivery/v1/css-index.json'];
  const sheets = createStylesheets({ timeoutMs: 2000 });
  const older = {
    base: `${origin}/`,
    styles: [{ key: 'shell/new.module.css', css: 'N-text' }, { css: 'old-text' }],
  };
  expect(await sheets.forPage([older, delivery()])).toEqual([
    { css: 'N-text' },
    { css: 'old-text' },
    { css: 'C-text' },
  ]);
});

test('an index that names files outside its folder is not used', async () => {
  files['/css-index.json'] = [200, JSON.stringify({ files: { 'shared/a.css': ['../secret.css'] } })];
  const sheets = createStylesheets({ timeoutMs: 2000 });
  expect(
    await sheets.forPage([{ base: `${origin}/`, styles: [{ key: 'shared/a.css', css: 'A-text' }] }]),
  ).toEqual([{ css: 'A-text' }]);
  expect(asked).not.toContain('/secret.css');
});

test('a file that fails is replaced by the CSS text, and asked for again on the next page', async () => {
  files['/mfe/delivery/v1/7.cc.css'] = [503, 'busy'];
  const sheets = createStylesheets({ timeoutMs: 2000 });
  expect(await sheets.forPage([delivery()])).toEqual([{ css: 'C-text' }]);
  files['/mfe/delivery/v1/7.cc.css'] = [200, '.c{}'];
  expect(await sheets.forPage([delivery()])).toEqual([{ href: '7.cc.css', css: '.c{}' }]);
});

test('forget drops what was read from a base: a new version at the same address is read again', async () => {
  const sheets = createStylesheets({ timeoutMs: 2000 });
  await sheets.forPage([delivery()]);
  files['/mfe/delivery/v1/css-index.json'] = [
    200,
    JSON.stringify({ files: { 'delivery/c.module.css': ['8.dd.css'] } }),
  ];
  files['/mfe/delivery/v1/8.dd.css'] = [200, '.d{}'];
  expect(await sheets.forPage([delivery()])).toEqual([{ href: '7.cc.css', css: '.c{}' }]);
  sheets.forget(`${origin}/mfe/delivery/v1/`);
  expect(await sheets.forPage([delivery()])).toEqual([{ href: '8.dd.css', css: '.d{}' }]);
});

describe('a released version: its CSS files are inlined only as released', () => {
  const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
  const folder = '/mfe/delivery/v1/';
  /** The release's digest maps (deploy/release/integrity.cjs) for the files as they are now; returns the anchor. */
  const release = (extra: Record<string, string> = {}) => {
    const full = JSON.stringify({ files: { '7.cc.css': sri('.c{}'), ...extra } });
    const first = JSON.stringify({ files: { 'remoteEntry.js': sri('entry') }, rest: sri(full) });
    files[`${folder}integrity.json`] = [200, full];
    files[`${folder}first-integrity.json`] = [200, first];
    return sri(first);
  };
  const pinned = (integrity: string) => ({ ...delivery(), integrity });

  test('a file as released is inlined under its name', async () => {
    const anchor = release();
    expect(await createStylesheets({ timeoutMs: 2000 }).forPage([pinned(anchor)])).toEqual([
      { href: '7.cc.css', css: '.c{}' },
    ]);
  });

  test('a file changed by one byte is not inlined: the module’s own CSS text stands in', async () => {
    const anchor = release();
    files[`${folder}7.cc.css`] = [200, '.c{ }'];
    expect(await createStylesheets({ timeoutMs: 2000 }).forPage([pinned(anchor)])).toEqual([
      { css: 'C-text' },
    ]);
  });

  test('a file the maps name no digest for is not inlined', async () => {
    const anchor = release();
    files[`${folder}css-index.json`] = [
      200,
      JSON.stringify({ files: { 'delivery/c.module.css': ['7.cc.css', '9.ee.css'] } }),
    ];
    files[`${folder}9.ee.css`] = [200, '.e{}'];
    expect(await createStylesheets({ timeoutMs: 2000 }).forPage([pinned(anchor)])).toEqual([
      { css: 'C-text' },
    ]);
  });

  test('maps that cannot be trusted (first map or integrity.json changed) inline nothing of the version', async () => {
    const anchor = release();
    files[`${folder}first-integrity.json`] = [
      200,
      JSON.stringify({ files: {}, rest: sri(files[`${folder}integrity.json`]?.[1] ?? '') }),
    ];
    expect(await createStylesheets({ timeoutMs: 2000 }).forPage([pinned(anchor)])).toEqual([
      { css: 'C-text' },
    ]);

    const second = release();
    files[`${folder}integrity.json`] = [200, JSON.stringify({ files: { '7.cc.css': sri('.c{}') }, x: 1 })];
    expect(await createStylesheets({ timeoutMs: 2000 }).forPage([pinned(second)])).toEqual([
      { css: 'C-text' },
    ]);
  });

  test('the shell and versions the config does not pin are inlined as read', async () => {
    release();
    files[`${folder}7.cc.css`] = [200, '.c{ }'];
    expect(await createStylesheets({ timeoutMs: 2000 }).forPage([shell(), delivery()])).toEqual([
      { href: '1.aa.css', css: '.a{}.b{}' },
      { href: '7.cc.css', css: '.c{ }' },
    ]);
  });
});
