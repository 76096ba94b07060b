/**
 * A server-rendered page starts its code after its first paint (page-html.mjs with the
 * shell's dist/start-up.json): its head loses the main script and the chunk preloads and gets
 * the boot script; the start-up list names them, with the section remote's scripts.
 */
const { spawnSync } = require('node:child_process');
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const pageHtml = pathToFileURL(join(__dirname, '..', 'page-html.mjs')).href;
const builtPage =
  '<!doctype html><html lang=en><head><title>Zomato NCR</title><meta name=description content="x">' +
  '<link rel=preload href=/config.json as=fetch crossorigin=anonymous>' +
  '<script defer src=/main.1234abcd.js fetchpriority=high></script>' +
  '<link rel=preload as=script href=/201.aaaaaaaa.js><link rel=preload as=script href=/305.bbbbbbbb.js>' +
  '</head><body><noscript>needs JavaScript</noscript><div id=root><p class=boot>zomato</div></body></html>';
const startUp = {
  boot: '/start.cccccccc.js',
  main: '/main.1234abcd.js',
  scripts: ['/201.aaaaaaaa.js', '/305.bbbbbbbb.js'],
};
const page = {
  title: 'Delivery',
  description: 'Food',
  styles: [],
  html: '<h1>Delivery</h1>',
  data: { a: 1 },
};

let dist;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'page-html-'));
  writeFileSync(join(dist, 'index.html'), builtPage);
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** The page page-html.mjs makes from `dist` (ESM: run in a Node of its own). */
function render(remoteScripts) {
  const code = `import { loadPageTemplate } from ${JSON.stringify(pageHtml)};
    process.stdout.write(loadPageTemplate(${JSON.stringify(dist)})(${JSON.stringify(page)}, ${JSON.stringify(remoteScripts)}));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}
/** The start-up template's main script and its preloads, [href, integrity?] (as written, escaped). */
function startUpListOf(html) {
  const template = /<template id="start-up" data-main="([^"]*)">(.*?)<\/template>/.exec(html);
  if (!template) return null;
  const scripts = [
    ...template[2].matchAll(/<link rel="preload" as="script" href="([^"]*)"(?: integrity="([^"]*)")?>/g),
  ];
  return {
    main: template[1],
    scripts: scripts.map(([, href, digest]) => (digest ? [href, digest] : [href])),
  };
}

describe('the start of a server-rendered page', () => {
  it('has the boot script in place of the main script and the chunk preloads, and lists them all', () => {
    writeFileSync(join(dist, 'start-up.json'), JSON.stringify(startUp));
    const digest = 'sha384-abc';
    const html = render([['/mfe/delivery/0123456789ab/remoteEntry.js', digest]]);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script async src="/start.cccccccc.js"></script>');
    expect(head).not.toContain('main.1234abcd.js');
    expect(head).not.toMatch(/as=script/);
    // What the page's own data needs is still asked for with it.
    expect(head).toContain('<link rel=preload href=/config.json as=fetch crossorigin=anonymous>');
    expect(startUpListOf(html)).toEqual({
      main: '/main.1234abcd.js',
      scripts: [
        ['/main.1234abcd.js'],
        ['/201.aaaaaaaa.js'],
        ['/305.bbbbbbbb.js'],
        ['/mfe/delivery/0123456789ab/remoteEntry.js', digest],
      ],
    });
    expect(html).toContain(
      '<div id="root"><h1>Delivery</h1></div><script type="application/json" id="ssr-data">',
    );
  });

  it('cannot be closed early by what a script address holds', () => {
    writeFileSync(join(dist, 'start-up.json'), JSON.stringify(startUp));
    const html = render([['/mfe/x/</script><script>alert(1)</script>.js']]);
    expect(html).not.toContain('<script>alert(1)');
    expect(startUpListOf(html).scripts.at(-1)).toEqual([
      '/mfe/x/&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;.js',
    ]);
  });

  it('is the built head as it is without a start-up list (a build before it)', () => {
    const html = render([]);
    expect(html).toContain('<script defer src=/main.1234abcd.js fetchpriority=high></script>');
    expect(html).toContain('<link rel=preload as=script href=/201.aaaaaaaa.js>');
    expect(html).not.toContain('id="start-up"');
    expect(html).not.toContain('<template');
  });

  it('stops with the reason when the built page does not load the listed main script', () => {
    writeFileSync(join(dist, 'start-up.json'), JSON.stringify({ ...startUp, main: '/main.ffffffff.js' }));
    expect(() => render([])).toThrow('shell/dist: the page has no <script> for /main.ffffffff.js');
  });
});
