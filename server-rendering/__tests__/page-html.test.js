/**
 * A server-rendered page is the shell's built page template (from shell/src/entry/page.html, as the
 * build makes it) with its slots filled by page-html.mjs: the start-up scripts in the head (the
 * shell's chunks and then main.js deferred, the section remote's preloaded), the page itself, its
 * data and the runtime config it was drawn with.
 */
const { spawnSync } = require('node:child_process');
const { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const template = require('lodash/template');

const pageHtml = pathToFileURL(join(__dirname, '..', 'page-html.mjs')).href;
const pageSource = readFileSync(join(__dirname, '../../shell/src/entry/page.html'), 'utf8');
const startUp = {
  main: '/main.1234abcd.js',
  scripts: ['/201.aaaaaaaa.js', '/305.bbbbbbbb.js'],
};
const page = {
  title: 'Delivery <& more>',
  description: 'Food "now"',
  styles: [{ href: 'delivery.css', css: 'a>b{color:red}' }],
  html: '<link rel="preload" as="image" href="/a.webp"/><main><h1>Delivery</h1></main>',
  data: { a: '</script>' },
  remotes: { delivery: '/mfe/delivery/0123456789ab/mf-manifest.json' },
};

let dist;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'page-html-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** page.html as the shell's build writes it (html-webpack-plugin's lodash template). */
const build = (source = pageSource) => {
  mkdirSync(join(dist, 'server'));
  writeFileSync(
    join(dist, 'server', 'page.html.template'),
    template(source)({ startUp, shellStyles: [{ file: 'main.css', css: '.top{margin:0}' }] }),
  );
};

/** The page page-html.mjs makes from `dist` (ESM: run in a Node of its own), drawn with `config`. */
function render(remoteScripts, config) {
  const code = `import { loadPageTemplate, withPageConfig } from ${JSON.stringify(pageHtml)};
    const fill = loadPageTemplate(${JSON.stringify(dist)});
    const html = withPageConfig(${JSON.stringify(config)}, () =>
      fill ? fill(${JSON.stringify(page)}, ${JSON.stringify(remoteScripts)}) : 'none');
    process.stdout.write(html);`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}

/** The head's scripts: those deferred, in order, then the preloads, [href, integrity?] (as written, escaped). */
function startUpOf(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  const deferred = [...head.matchAll(/<script defer fetchpriority="high" src="([^"]*)"><\/script>/g)];
  const scripts = [
    ...head.matchAll(/<link rel="preload" as="script" href="([^"]*)"(?: integrity="([^"]*)")?>/g),
  ];
  return {
    deferred: deferred.map(([, src]) => src),
    preloaded: scripts.map(([, href, digest]) => (digest ? [href, digest] : [href])),
  };
}

describe('a server-rendered page', () => {
  it('asks for its code from the head: its chunks then main.js deferred, the section remote preloaded; no inline script', () => {
    build();
    const digest = 'sha384-abc';
    const html = render([['/mfe/delivery/0123456789ab/remoteEntry.js', digest]]);
    expect(startUpOf(html)).toEqual({
      deferred: ['/201.aaaaaaaa.js', '/305.bbbbbbbb.js', '/main.1234abcd.js'],
      preloaded: [['/mfe/delivery/0123456789ab/remoteEntry.js', digest]],
    });
    // Every script is a file or JSON (the CSP allows no inline script); the config is not fetched.
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script defer fetchpriority="high" src="/201.aaaaaaaa.js">',
      '<script defer fetchpriority="high" src="/305.bbbbbbbb.js">',
      '<script defer fetchpriority="high" src="/main.1234abcd.js">',
      expect.stringContaining('<script type="application/json" id="ssr-data"'),
    ]);
    expect(html).not.toContain('/config.json');
  });

  it('carries the runtime config it was drawn with, escaped as JSON data', () => {
    build();
    const config = { apiBase: '/api', remotes: { delivery: '/mfe/delivery/</script>/mf-manifest.json' } };
    const html = render([], config);
    const carried = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html);
    expect(carried?.[1]).not.toContain('</script>');
    expect(JSON.parse(carried?.[1] ?? '')).toEqual(config);
    // After the page's data, at the end of the body.
    expect(html.indexOf('id="runtime-config"')).toBeGreaterThan(html.indexOf('id="ssr-data"'));
  });

  it('holds the page, its title, description, styles and data, each where the template says', () => {
    build();
    const html = render([]);
    expect(html).toContain('<title>Delivery &#60;&#38; more&#62;</title>');
    expect(html).toContain('<meta name="description" content="Food &#34;now&#34;" />');
    // React's preloads go in the head, out of what is hydrated; the shell's CSS and the page's too.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/a.webp"/>');
    expect(head).toContain('<style data-href="main.css">.top{margin:0}</style>');
    expect(head).toContain('<style data-href="delivery.css">a>b{color:red}</style>');
    expect(html).toContain(
      '<div id="root"><main><h1>Delivery</h1></main></div><script type="application/json" id="ssr-data" data-remotes="{&#34;delivery&#34;:&#34;/mfe/delivery/0123456789ab/mf-manifest.json&#34;}">{"a":"\\u003c/script\\u003e"}</script>',
    );
    // What the browser reads back: the version each section was drawn with (shell/src/entry/drawn-versions.ts).
    const attribute = /data-remotes="([^"]*)"/.exec(html)?.[1] ?? '';
    const decoded = attribute.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
    expect(JSON.parse(decoded)).toEqual(page.remotes);
    expect(html).not.toContain('<!--ssr:');
    expect(html).not.toContain('<noscript');
  });

  it('cannot be closed early by what a script address holds', () => {
    build();
    const html = render([['/mfe/x/</script><script>alert(1)</script>.js']]);
    expect(html).not.toContain('<script>alert(1)');
    expect(startUpOf(html).preloaded.at(-1)).toEqual([
      '/mfe/x/&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;.js',
    ]);
  });

  it('is not made from a build without the template (the static page is sent instead)', () => {
    expect(render([])).toBe('none');
  });

  it('stops with the reason when the template lacks a slot or has one twice', () => {
    build(pageSource.replace('<!--ssr:title-->', ''));
    expect(() => render([])).toThrow('shell/dist/server/page.html.template: slot(s) title not there once');
  });
});
