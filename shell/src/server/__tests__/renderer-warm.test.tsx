/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRenderer } from '../renderer';
import { clearStyles } from '../styles';

/*
 * warm() (called when the render server starts, server-rendering/page-renderer.mjs) loads the
 * remotes' server code and reads the CSS indexes and files their stylesheets are in, so the
 * first page renders from what is kept: it asks the site for no css-index.json and no CSS file.
 */

type StyleTable = Map<string, Map<string, string>>;
const styleTable = () =>
  ((globalThis as { __zomatoServerStylesheets?: StyleTable }).__zomatoServerStylesheets ??= new Map());

// The federation runtime: loading delivery's App registers its stylesheet, as its server bundle does.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  getInstance: jest.fn(() => null),
  loadRemote: jest.fn(async () => {
    const table = (globalThis as { __zomatoServerStylesheets?: Map<string, Map<string, string>> })
      .__zomatoServerStylesheets as Map<string, Map<string, string>>;
    table.set('delivery', new Map([['delivery/list.module.css', '.list{}']]));
    return {
      routes: [{ id: 'delivery:landing', path: '/delivery', element: <p>Cakes near you</p> }],
      notFound: <p />,
    };
  }),
}));

/** The site's files the renderer reads: path -> body; it notes every request. */
const files: Record<string, string> = {
  '/mfe/delivery/v1/server/remoteEntry.js': '',
  '/css-index.json': JSON.stringify({ files: { 'shell/layout.module.css': ['1.aa.css'] } }),
  '/1.aa.css': '.layout{}',
  '/mfe/delivery/v1/css-index.json': JSON.stringify({ files: { 'delivery/list.module.css': ['7.cc.css'] } }),
  '/mfe/delivery/v1/7.cc.css': '.list{}',
};
let asked: string[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] as string;
    asked.push(path);
    const body = files[path];
    if (body === undefined) return void res.writeHead(404).end('Not found');
    res.writeHead(200, { ETag: '"v1"', 'Last-Modified': 'Mon, 23 Nov 2026 00:00:00 GMT' });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  asked = [];
  clearStyles('delivery');
  // The shell's own modules registered theirs when its server bundle ran.
  styleTable().set('shell', new Map([['shell/layout.module.css', '.layout{}']]));
});

const makeRenderer = (budgets: { budgetMs: number; addedBudgetMs?: number } = { budgetMs: 2000 }) =>
  createRenderer({
    runtimeConfig: { apiBase: `${origin}/api`, remotes: { delivery: '/mfe/delivery/v1/mf-manifest.json' } },
    fileOrigin: origin,
    apiBase: `${origin}/api`,
    ...budgets,
    clientOnly: ['dining', 'nightlife', 'checkout', 'auth'],
  });
const cssReads = () => asked.filter((path) => path.endsWith('.css') || path.endsWith('css-index.json'));

test('a warmed renderer reads no CSS index or file for its first page', async () => {
  const renderer = makeRenderer();
  await renderer.warm();
  expect(cssReads().sort()).toEqual([
    '/1.aa.css',
    '/css-index.json',
    '/mfe/delivery/v1/7.cc.css',
    '/mfe/delivery/v1/css-index.json',
  ]);

  asked = [];
  const page = await renderer.render('/delivery');
  expect(page.clientRendered).toEqual([]);
  expect(page.html).toContain('Cakes near you');
  expect(page.styles).toEqual([
    { href: '1.aa.css', css: '.layout{}' },
    { href: '7.cc.css', css: '.list{}' },
  ]);
  expect(cssReads()).toEqual([]);
});

test('without warming, the first page is the one that reads them', async () => {
  const renderer = makeRenderer();
  const page = await renderer.render('/delivery');
  expect(page.styles.map((style) => style.href)).toEqual(['1.aa.css', '7.cc.css']);
  expect(cssReads()).toContain('/mfe/delivery/v1/css-index.json');
});
