/** bench/results/latest.md: the tables of one benchmark run. */
import { soakLines } from './soak/report.mjs';

const kb = (bytes) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
const ms = (value) => (value === undefined ? '–' : String(Math.round(value)));
const row = (cells) => `| ${cells.join(' | ')} |`;
const table = (head, rows) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
/** One table row's cells: the named fields of a measurement (which may be missing), in ms. */
const msCells = (measured, fields) => fields.map((field) => ms(measured?.[field]));
/** A report section: its heading, then each block (text, a table) followed by a blank line. */
const section = (title, ...blocks) => [`## ${title}`, '', ...blocks.flatMap((block) => [block, ''])];
const paintFields = ['fcp', 'lcp', 'content', 'usable', 'hydrated'];
/** A load test's (autocannon's) figures, raw. */
const loadCells = (load) =>
  ['perSecond', 'p50', 'p90', 'p99', 'max', 'errors'].map((field) => load?.[field] ?? '–');
/** Where a search's lists came from in its visits (`{ page: 5 }`): 'page 5'. */
const listsFromText = (counts) =>
  Object.entries(counts ?? {})
    .map(([from, visits]) => `${from} ${visits}`)
    .join(', ') || '–';
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * A part's lines, as `draw` makes them. A part cut short by a failure (run.mjs keeps what it had
 * measured) may lack a figure its drawing needs: it then gets a line saying so, and the rest of
 * the report is drawn as usual.
 * @param {string} title
 * @param {() => string[]} draw
 * @returns {string[]}
 */
function drawn(title, draw) {
  try {
    return draw();
  } catch (error) {
    return section(title, `Its figures could not be drawn: ${messageOf(error)}.`);
  }
}

function budgetTable(budgets) {
  return table(
    ['budget', 'limit', 'measured', ''],
    budgets.map((b) => [b.label, b.limit, b.value, b.pass ? 'pass' : '**FAIL**']),
  );
}

function pageTable(pages) {
  const rows = Object.entries(pages ?? {}).map(([path, { unthrottled: u, throttled: t } = {}]) => [
    `\`${path}\``,
    `${kb(u?.jsBytes)} / ${kb(u?.jsDecoded)}`,
    `${kb(u?.cssBytes)} / ${kb(u?.cssDecoded)}`,
    ms(u?.requests),
    ...msCells(u, paintFields),
    ...msCells(t, paintFields),
  ]);
  return table(
    [
      'page',
      'JS KB (compressed / decoded)',
      'CSS files KB',
      'requests',
      'FCP',
      'LCP',
      'content',
      'usable',
      'hydrated',
      'FCP 4x',
      'LCP 4x',
      'content 4x',
      'usable 4x',
      'hydrated 4x',
    ],
    rows,
  );
}

function breakdownTable(analysis) {
  const rows = Object.entries(analysis.groups)
    .sort((a, b) => b[1] - a[1])
    .map(([group, bytes]) => [group, kb(bytes)]);
  return table(['what', 'KB compressed'], rows);
}

function environmentLines(e) {
  return [
    `Run ${e.finishedAt} on ${e.cpus} × ${e.cpuModel}, Node ${e.node}, ${e.chromium}, commit ${e.commit}.`,
    `Load average (1 min) ${e.load.start.toFixed(1)} at the start, up to ${e.load.max.toFixed(1)} during, ${e.load.end.toFixed(1)} at the end. ` +
      `Median of ${e.runs} fresh-profile runs (new browser context: empty cache and storage), 1280×800, loopback.`,
    `The whole run took ${Math.round(e.seconds)} s.`,
  ];
}

/** docs/performance.md's block: where and how it was measured, the budgets and the page loads. */
export function renderSummary(results, budgets) {
  const passed = budgets.filter((b) => b.pass).length;
  return [
    ...environmentLines(results.environment),
    '',
    `Budgets: ${passed} of ${budgets.length} met.`,
    '',
    budgetTable(budgets),
    '',
    pageTable(results.pages),
    '',
  ].join('\n');
}

/** Scale: /delivery with every list answered with N items (mock-api CATALOG_SCALE). */
function scaleLines(scale) {
  const sizes = Object.entries(scale.sizes ?? {});
  const base = scale.sizes[84]?.content;
  const lines = [
    '## Large catalogues',
    '',
    'First visit to `/delivery` at full CPU, 1280×800, with `/random` (and every other list) answered with N ' +
      'items; medians of every visit (rounds of three fresh-profile visits at each size in turn). ' +
      '“first card”: ms from navigation start to the first frame with a card’s name in the viewport (× the ' +
      '84-item figure of this run); “long tasks”: their total until the page is quiet; “sort” and “filter”: ' +
      'a price sort, then a city filter, from the change to the next frame; DOM elements at the top and ' +
      'halfway down the list; JS heap after garbage collection.',
    '',
    table(
      [
        'items',
        'first card',
        'long tasks',
        'sort',
        'filter',
        'DOM elements',
        'JS heap MB',
        'uncaught errors',
      ],
      sizes.map(([size, at]) => [
        Number(size).toLocaleString('en'),
        `${ms(at.content)}${base && at.content !== undefined ? ` (${(at.content / base).toFixed(2)}x)` : ''}`,
        ms(at.longTasks),
        ms(at.sort),
        ms(at.filter),
        `${ms(at.domTop)} / ${ms(at.domMiddle)}`,
        at.heap === undefined ? '–' : (at.heap / 1024 / 1024).toFixed(1),
        at.errors?.length ? at.errors.join('; ') : '–',
      ]),
    ),
    '',
    `First card in each visit (ms): ${sizes
      .map(([size, at]) => `${Number(size).toLocaleString('en')} items ${at.contentRuns?.join(', ') ?? '–'}`)
      .join('; ')}.`,
    '',
    ...sizes
      .filter(([, at]) => at.consoleErrors?.length)
      .map(([size, at]) => `Console errors at ${size} items: ${at.consoleErrors.join('; ')}`),
  ];
  const searches = Object.entries(scale.search ?? {});
  if (searches.length)
    lines.push(
      'Search keystrokes (`/global` with N dishes, typed on the landing page one key every 200 ms): keydown ' +
        'to the results in the DOM (“commit”) and to the next frame; the lists came with the page (“page”) ' +
        'or, when the render budget left them out, from the browser’s GET /api/global (“browser”).',
      '',
      table(
        ['dishes', 'keystrokes', 'commit median', 'frame median', 'frame p95', 'lists from (visits)'],
        searches.map(([size, s]) => [
          Number(size).toLocaleString('en'),
          s.samples,
          ...msCells(s, ['commit', 'frame', 'frameP95']),
          listsFromText(s.listsFrom),
        ]),
      ),
      '',
    );
  const problems = Object.entries(scale.problems ?? {});
  if (problems.length)
    lines.push(
      'Not measured: ' +
        problems
          .map(
            ([size, messages]) =>
              `at ${Number(size).toLocaleString('en')} items, ${[...new Set(messages)].join('; ')}`,
          )
          .join('; ') +
        '.',
      '',
    );
  return lines;
}

export function renderReport(results, budgets) {
  const lines = ['# Benchmark results', '', ...environmentLines(results.environment), ''];
  const passed = budgets.filter((b) => b.pass).length;
  lines.push(`## Budgets: ${passed} of ${budgets.length} met`, '', budgetTable(budgets), '');

  if (Object.keys(results.pages ?? {}).length)
    lines.push(
      ...drawn('Page loads', () =>
        section(
          'Page loads',
          'Times in ms from navigation start. “content”: the first animation frame in which the page’s main ' +
            'content (the first listing card’s name, the landing heading, the cart contents) is laid out in the ' +
            'viewport, the page’s HTML parsed or not (Chrome paints it as it parses); Chrome ' +
            'times paints (FCP, LCP) when the frame is presented, a little later. “usable”: the first frame, once ' +
            'content shows, in which the shell and every section drawn have marked themselves live ' +
            '(`hydrated:<part>` performance marks). “hydrated”: when the page’s sections marked themselves ' +
            'live. 4x: CPU slowed down 4 times. ' +
            '“CSS files”: stylesheets fetched as files (a server-rendered page carries its CSS inline, in its HTML).',
          pageTable(results.pages),
        ),
      ),
    );
  if (results.delivery)
    lines.push(
      ...drawn('First visit to /delivery: what the JS is made of', () => {
        const d = results.delivery;
        return [
          '### First visit to /delivery: what the JS is made of',
          '',
          `${kb(d.total)} KB compressed in ${d.files} files; libraries ${kb(d.libraryBytes)} KB; ` +
            `overhead above the libraries ${kb(d.overhead)} KB. Files holding each library: ` +
            ['react', 'react-dom', 'react-router', 'axios', 'zustand', 'react-slick']
              .map((name) => `${name} ${d.copies[name] ?? 0}`)
              .join(', ') +
            `; the federation runtime (runtime-core) ${d.federationRuntimeFiles.length}. ` +
            'Each build keeps its own small glue for the runtime (the “federation runtime” bytes of remoteEntry.js), ' +
            'and the federation plugin’s generated share and consume tables count as federation runtime. ' +
            'Library bytes include their modules’ webpack wrappers; “webpack runtime” is chunk loading and chunk wrappers.',
          '',
          breakdownTable(d),
          '',
        ];
      }),
    );
  if (results.shell)
    lines.push(
      `Shell’s own code on \`/\` (its JS without the libraries, @zomato/shared and @zomato/section-ui): ${kb(results.shell.ownBytes)} KB compressed.`,
      '',
    );
  if (results.firstAction?.unthrottled)
    lines.push(
      ...drawn('First action answered', () => {
        const f = results.firstAction;
        const actionRow = (label, key) => [
          label,
          ...msCells(f.unthrottled[key], ['answered', 'throughInput', 'then', 'withoutScript']),
          ...msCells(f.throttled?.[key], ['answered', 'throughInput', 'then', 'withoutScript']),
        ];
        return section(
          'First action answered',
          'Medians from navigation start to the first frame showing the answer. "in frame": acted on in the first ' +
            'frame that shows the control (the budgets); "input": a press through the browser’s input, made ' +
            'once the bench has heard of that frame (10 tries); "then": auth’s form after Login’s dialog, the ' +
            'cart’s total after the cart line; "no script": the same action with the site’s scripts refused (the city ' +
            'sent with the form’s Show, ADD TO CART’s form, Login’s link), answered by the page it leads to.',
          table(
            [
              'journey',
              'in frame',
              'input',
              'then',
              'no script',
              'in frame 4x',
              'input 4x',
              'then 4x',
              'no script 4x',
            ],
            [
              actionRow('a city on /delivery', 'city'),
              actionRow('ADD TO CART on /delivery/cake/3', 'addToCart'),
              actionRow('Login in the top bar', 'login'),
            ],
          ),
        );
      }),
    );
  if (results.tabSwitch)
    lines.push(
      ...drawn('Tab switches', () => {
        const t = results.tabSwitch;
        const switchRow = (label, field) => [label, ms(t.unthrottled?.[field]), ms(t.throttled?.[field])];
        return section(
          'Tab switches',
          'From the click to the next section’s first listing card on screen, starting at /delivery.',
          table(
            ['switch', 'ms', 'ms 4x'],
            [
              switchRow('to Dinning Out, remote not loaded yet (click only)', 'cold'),
              switchRow('to Nightlife, remote not loaded, pointer rests 300 ms first', 'coldHover'),
              switchRow('back to Delivery, remote already loaded', 'warm'),
            ],
          ),
        );
      }),
    );
  if (results.search)
    lines.push(
      ...drawn('Search', () => {
        const s = results.search;
        const dishes = s.listSize === undefined ? 'Dishes' : `${s.listSize.toLocaleString('en')} dishes`;
        const from = s.listsFrom ? ` (lists from, in visits: ${listsFromText(s.listsFrom)})` : '';
        return section(
          'Search',
          `${dishes} in /global${from}; ${s.unthrottled?.samples ?? '–'} keystrokes typed one every 200 ms. ` +
            '“commit”: keydown to the results in the DOM; “frame”: to the next animation frame.',
          table(
            ['', 'commit median', 'commit p95', 'frame median', 'frame p95'],
            ['unthrottled', 'throttled']
              .filter((key) => s[key])
              .map((key) => [
                key === 'throttled' ? 'CPU 4x' : 'unthrottled',
                ...msCells(s[key], ['commit', 'commitP95', 'frame', 'frameP95']),
              ]),
          ),
        );
      }),
    );
  if (results.scale) lines.push(...drawn('Large catalogues', () => scaleLines(results.scale)));
  if (results.api)
    lines.push(
      ...drawn('mock-api under load', () => {
        const a = results.api;
        return section(
          'mock-api under load',
          `${a.random.connections} connections for ${a.random.seconds} s each, loopback (autocannon). Latency in ms.`,
          table(
            ['request', 'req/s', 'p50', 'p90', 'p99', 'max', 'errors'],
            [
              ['GET /random', ...loadCells(a.random)],
              ['PATCH /cart/:id (durable write)', ...loadCells(a.cartWrites)],
            ],
          ),
        );
      }),
    );
  if (results.render)
    lines.push(
      ...drawn('Render server under load', () => {
        const r = results.render;
        const runs = [results.render, results.renderUncached].filter(Boolean);
        return section(
          'Render server under load',
          `server-rendering/render-server.mjs alone, ${r.connections} connections over ${r.pages.map((page) => `\`${page}\``).join(', ')} ` +
            `(autocannon, loopback, after a 3 s warm-up). Latency in ms; memory is the process's resident size ` +
            `before and after ${r.renders} more requests. With the page cache as production runs it ` +
            `(SSR_CACHE_MS=5000: a page rendered again at most every 5 s) and without (a render per request).`,
          table(
            ['page cache', 'req/s', 'p50', 'p99', 'errors', 'RSS before MB', 'RSS after MB', 'growth MB'],
            runs.map((run) => [
              run.cacheMs ? `${run.cacheMs} ms` : 'off',
              run.perSecond,
              run.p50,
              run.p99,
              run.errors,
              run.rssBefore,
              run.rssAfter,
              run.rssGrowth,
            ]),
          ),
        );
      }),
    );
  if (results.builds)
    lines.push(
      ...section(
        'Production builds',
        table(
          ['app', 'seconds'],
          Object.entries(results.builds).map(([app, seconds]) => [app, seconds]),
        ),
      ),
    );
  if (results.lighthouse?.length)
    lines.push(
      ...drawn('Lighthouse 12.8', () =>
        section(
          'Lighthouse 12.8',
          'Mobile: the default preset (simulated slow 4G, 4x CPU, Moto G Power screen); desktop: the desktop preset. ' +
            'Where a page ran more than once, the run with the median performance score is shown, with the range of ' +
            'scores in brackets.',
          table(
            [
              'page',
              'preset',
              'performance',
              'accessibility',
              'best practices',
              'SEO',
              'FCP ms',
              'LCP ms',
              'TBT ms',
              'CLS',
              'audits not passed',
            ],
            results.lighthouse.map((run) => [
              `\`${run.page}\``,
              run.preset,
              run.runs > 1 ? `${run.performance} (${run.performanceRange.join('–')})` : run.performance,
              run.accessibility,
              run.bestPractices,
              run.seo,
              ms(run.fcp),
              ms(run.lcp),
              ms(run.tbt),
              run.cls.toFixed(3),
              Object.values(run.failed).flat().join(', ') || '–',
            ]),
          ),
        ),
      ),
    );
  if (results.soak) lines.push(...drawn('Soak', () => soakLines(results.soak)));
  const failures = Object.entries(results.failures ?? {});
  if (failures.length)
    lines.push(
      ...section(
        'Could not be measured',
        failures.map(([part, message]) => `- ${part}: ${message}`).join('\n'),
      ),
    );
  if (results.serving?.problems?.length)
    lines.push(
      ...section('Serving problems', results.serving.problems.map((problem) => `- ${problem}`).join('\n')),
    );
  const errors = Object.entries(results.pages ?? {}).flatMap(([path, page]) =>
    (page?.errors ?? []).map((error) => `- \`${path}\`: ${error}`),
  );
  if (errors.length) lines.push(...section('Console errors during page loads', errors.join('\n')));
  return `${lines.join('\n')}\n`;
}
