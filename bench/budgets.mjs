/**
 * The performance budgets. Each reads the benchmark's results and says what it
 * measured and whether that is within the limit; `npm run bench -- --check` exits 1 when
 * one is missed (or could not be measured).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** Per-remote first-load figures, also enforced by `deploy/cli.mjs release`. */
const { remoteFirstLoadKB } = require('../deploy/release/remote-budgets.cjs');

const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const msText = (value) => `${Math.round(value)} ms`;

/**
 * The results of a run (bench/run.mjs, as written to bench/results/*.json): a part's figures
 * are there only when it ran. Not typed further here.
 * @typedef {Record<string, any>} Results
 */

/**
 * A budget: `part` is the bench part that measures it (run.mjs' --only, --skip); `measure`
 * reads the results (undefined: not measured). A part may be missing, or cut short by a failure
 * (run.mjs keeps what it had measured): `measure` need not guard every step of its reads, since
 * evaluateBudgets counts a read that throws, or a figure that comes out undefined or NaN, as not
 * measured.
 * @typedef {object} Budget
 * @property {string} id
 * @property {string} part
 * @property {string} label
 * @property {string} limit
 * @property {(results: Results) => { value: string, pass: boolean } | undefined} measure
 */

/** A figure that is not there: undefined, null (NaN once written as JSON) or NaN. */
const missing = (figure) => figure === undefined || figure === null || Number.isNaN(figure);

/**
 * A budget on one figure: `read` finds it in the results (undefined: not measured),
 * `format` writes it, `within` says whether it meets the limit.
 * @template T
 * @param {Omit<Budget, 'measure'> & {
 *   read: (results: Results) => T | undefined,
 *   format: (figure: T) => string,
 *   within: (figure: T) => boolean,
 * }} figure
 * @returns {Budget}
 */
const oneFigure = ({ read, format, within, ...budget }) => ({
  ...budget,
  measure: (r) => {
    const figure = read(r);
    return missing(figure) ? undefined : { value: format(figure), pass: within(figure) };
  },
});

/** @type {Budget[]} */
export const budgets = [
  {
    id: 'delivery-rollout',
    part: 'pages',
    // QA overrides, canaries and integrity add at most 2 KB compressed to a first visit.
    label:
      'First visit to /delivery: rollout code (overrides, canaries, integrity) and digest maps, compressed',
    limit: '<= 2 KB',
    // The code's bytes (bundle-analysis.mjs' rollout group), the digest maps the page fetched
    // and the share of config.json that the rollout's sections take (rolloutDataBytes).
    measure: (r) => {
      const code = r.delivery?.groups?.rollout;
      const data = r.delivery?.rolloutData;
      if (code === undefined || !data) return undefined;
      const total = code + data.mapBytes + data.configBytes;
      return {
        value: `${kb(total)} (code ${kb(code)}, digest maps ${kb(data.mapBytes)}, config ${kb(data.configBytes)})`,
        pass: total <= 2 * KB,
      };
    },
  },
  oneFigure({
    id: 'delivery-js',
    part: 'pages',
    // Was 180 KB; server rendering may not add any (160 KB before it).
    label: 'First visit to /delivery: compressed JS',
    limit: '<= 160 KB',
    read: (r) => r.pages['/delivery']?.unthrottled.jsBytes,
    format: kb,
    within: (bytes) => bytes <= 160 * KB,
  }),
  {
    id: 'first-visit-js',
    part: 'pages',
    // Progressive enhancement (docs/decisions/0018) may not add JS: the figures before it.
    label: 'First visit to /delivery / /dinning: compressed JS, against before progressive enhancement',
    limit: '<= 146,498 / 143,128 bytes',
    measure: (r) => {
      const bytes = ['/delivery', '/dinning'].map((path) => r.pages[path]?.unthrottled.jsBytes);
      if (bytes.some((value) => value === undefined)) return undefined;
      return {
        value: bytes.map((value) => kb(value)).join(' / '),
        pass: bytes[0] <= 146498 && bytes[1] <= 143128,
      };
    },
  },
  {
    id: 'delivery-single-copies',
    part: 'pages',
    label: 'First visit to /delivery: React, React DOM, React Router fetched once',
    limit: '1 copy each',
    measure: (r) => {
      const copies = r.delivery?.copies;
      if (!copies) return undefined;
      const counts = ['react', 'react-dom', 'react-router'].map((name) => copies[name] ?? 0);
      return { value: counts.join(' / '), pass: counts.every((count) => count === 1) };
    },
  },
  {
    id: 'delivery-federation-runtime',
    part: 'pages',
    label: 'First visit to /delivery: federation runtime fetched once (remote entries use the host copy)',
    limit: '1 file',
    measure: (r) => {
      const files = r.delivery?.federationRuntimeFiles;
      return files ? { value: `${files.length} file(s)`, pass: files.length === 1 } : undefined;
    },
  },
  {
    id: 'delivery-no-firebase-checkout',
    part: 'pages',
    label: 'First visit to /delivery: no Firebase or checkout code',
    limit: '0 bytes',
    measure: (r) => {
      const delivery = r.delivery;
      if (!delivery) return undefined;
      const bytes = (delivery.groups.firebase ?? 0) + delivery.checkoutBytes;
      return { value: kb(bytes), pass: bytes === 0 };
    },
  },
  {
    id: 'delivery-telemetry',
    part: 'pages',
    // The section health collector (with web-vitals) and its reporting, loaded after first paint.
    label: 'First visit to /delivery: section health telemetry, compressed',
    limit: '<= 3 KB',
    measure: (r) => {
      const bytes = r.delivery?.groups.telemetry;
      return bytes === undefined ? undefined : { value: kb(bytes), pass: bytes <= 3 * KB };
    },
  },
  oneFigure({
    id: 'delivery-shared',
    part: 'pages',
    // The page-wide singleton ships whole on every first visit: it holds only what is one per page.
    label: 'First visit to /delivery: @zomato/shared, compressed',
    limit: '< 5.9 KB',
    read: (r) => r.delivery?.groups['app: @zomato/shared'],
    format: kb,
    within: (bytes) => bytes < 5.9 * KB,
  }),
  oneFigure({
    id: 'delivery-overhead',
    part: 'pages',
    label: 'First visit to /delivery: JS above the libraries’ own bytes',
    limit: '< 30 KB',
    read: (r) => r.delivery?.overhead,
    format: kb,
    within: (bytes) => bytes < 30 * KB,
  }),
  oneFigure({
    id: 'shell-own-code',
    part: 'pages',
    label: 'Shell’s own code (no shared vendor chunks), compressed',
    limit: '<= 30 KB',
    read: (r) => r.shell?.ownBytes,
    format: kb,
    within: (bytes) => bytes <= 30 * KB,
  }),
  {
    id: 'remote-first-load',
    part: 'pages',
    label: 'Each remote’s first load (manifest, entry, the modules the shell uses), compressed',
    limit: Object.entries(remoteFirstLoadKB)
      .map(([key, limit]) => `${key} ${limit}`)
      .join(', ')
      .concat(' KB'),
    measure: (r) => {
      const measured = Object.entries(remoteFirstLoadKB).map(([key, limit]) => ({
        key,
        bytes: r.remotes?.[key]?.firstLoadBytes,
        limit,
      }));
      if (measured.some(({ bytes }) => bytes === undefined)) return undefined;
      return {
        value: measured.map(({ key, bytes }) => `${key} ${(bytes / KB).toFixed(1)}`).join(', '),
        pass: measured.every(({ bytes, limit }) => bytes <= limit * KB),
      };
    },
  },
  {
    id: 'serving',
    part: 'pages',
    label:
      'brotli/gzip, hashed files and released remote versions cached a year, the page and config revalidated',
    limit: '0 problems',
    measure: (r) =>
      r.serving
        ? {
            value: `${r.serving.problems.length} problem(s) in ${r.serving.checked} URLs`,
            pass: r.serving.problems.length === 0 && r.serving.compressed > 0,
          }
        : undefined,
  },
  oneFigure({
    id: 'delivery-lcp',
    part: 'pages',
    label: 'LCP of /delivery, unthrottled',
    limit: '< 1000 ms',
    read: (r) => r.pages['/delivery']?.unthrottled.lcp,
    format: msText,
    within: (lcp) => lcp < 1000,
  }),
  ...serverRenderingBudgets(),
  ...firstActionBudgets(),
  ...journeyBudgets(),
  oneFigure({
    id: 'tab-switch-warm',
    part: 'tabs',
    label: 'Tab switch to an already-loaded section, click to content',
    limit: '< 100 ms',
    read: (r) => r.tabSwitch?.unthrottled.warm,
    format: msText,
    within: (warm) => warm < 100,
  }),
  oneFigure({
    id: 'search-frame',
    part: 'search',
    label: 'Search at 10,000 items: keystroke to results in the DOM (median)',
    limit: '<= 16 ms',
    read: (r) => r.search?.unthrottled.commit,
    format: msText,
    within: (commit) => commit <= 16,
  }),
  {
    id: 'api-random',
    part: 'api',
    label: 'mock-api GET /random at 50 connections: p99, errors',
    limit: 'p99 < 20 ms, 0 errors',
    measure: (r) => {
      const random = r.api?.random;
      return random
        ? {
            value: `p99 ${random.p99} ms, ${random.errors} errors`,
            pass: random.p99 < 20 && random.errors === 0,
          }
        : undefined;
    },
  },
  {
    id: 'api-random-with-telemetry',
    part: 'api',
    label: 'mock-api GET /random at 50 connections while telemetry arrives at 1,000 events/s: p99, errors',
    limit: 'p99 < 20 ms, 0 errors, telemetry all accepted at >= 950 events/s',
    measure: (r) => {
      const random = r.api?.randomWithTelemetry;
      const telemetry = r.api?.telemetry;
      if (!random || !telemetry) return undefined;
      return {
        value: `p99 ${random.p99} ms, ${random.errors} errors; telemetry ${telemetry.eventsPerSecond} events/s, ${telemetry.errors} refused`,
        pass:
          random.p99 < 20 &&
          random.errors === 0 &&
          telemetry.errors === 0 &&
          telemetry.eventsPerSecond >= 950,
      };
    },
  },
  {
    id: 'lighthouse-mobile-performance',
    part: 'lighthouse',
    // Was 95; 98 once pages were rendered on the server.
    label: 'Lighthouse mobile performance, each page',
    limit: '>= 98',
    measure: (r) =>
      lighthouseAll(
        r,
        'mobile',
        (run) => run.performance,
        (score) => score >= 98,
      ),
  },
  {
    id: 'lighthouse-100s',
    part: 'lighthouse',
    label: 'Lighthouse accessibility / best practices / SEO, each page and preset',
    limit: '100 / 100 / 100',
    measure: (r) => {
      const runs = r.lighthouse;
      if (!runs?.length) return undefined;
      const lowest = (field) => Math.min(...runs.map((run) => run[field] ?? 0));
      const values = [lowest('accessibility'), lowest('bestPractices'), lowest('seo')];
      return { value: `lowest ${values.join(' / ')}`, pass: values.every((value) => value === 100) };
    },
  },
  oneFigure({
    id: 'lighthouse-cls',
    part: 'lighthouse',
    label: 'Lighthouse CLS, each page and preset',
    limit: '< 0.02',
    read: (r) => (r.lighthouse?.length ? Math.max(...r.lighthouse.map((run) => run.cls)) : undefined),
    format: (worst) => worst.toFixed(3),
    within: (worst) => worst < 0.02,
  }),
  ...soakBudgets(),
];

/**
 * The soak (bench/lib/soak/): releases, a canary, a rollback, a refused release and a
 * render server and the data service killed, while 20 visitors browse. Nothing a visitor loads
 * fails, no acknowledged cart line is lost, the console stays clean, releases cost page time
 * at most 20 %, and a visitor facing Retry gets the page back by pressing it.
 */
function soakBudgets() {
  return [
    {
      id: 'soak-failed-loads',
      part: 'soak',
      label: 'Soak: failed page, script or CSS loads (HTTP status >= 400 or a network error)',
      limit: '0',
      measure: (r) => {
        const t = r.soak?.totals;
        if (!t) return undefined;
        return {
          value: `${t.failed.page} page, ${t.failed.script} script, ${t.failed.css} CSS, of ${t.pageLoads} page loads`,
          pass: t.failed.page + t.failed.script + t.failed.css === 0,
        };
      },
    },
    {
      id: 'soak-pages-shown',
      part: 'soak',
      label: 'Soak: page loads showing neither their content nor an error state within 20 s',
      limit: '0',
      measure: (r) => {
        const t = r.soak?.totals;
        return t && { value: `${t.nothingShown} of ${t.pageLoads}`, pass: t.nothingShown === 0 };
      },
    },
    {
      id: 'soak-cart-lost',
      part: 'soak',
      label: 'Soak: acknowledged cart lines lost or set back (data service killed and restarted)',
      limit: '0',
      measure: (r) => {
        const cart = r.soak?.cart;
        if (!cart) return undefined;
        return {
          value: `${cart.lost} lost (${cart.lostWrittenBeforeDataKill} written before the kill), ${cart.quantityBehind} set back, of ${cart.acknowledged}`,
          pass: cart.lost === 0 && cart.quantityBehind === 0 && cart.acknowledged > 0,
        };
      },
    },
    oneFigure({
      id: 'soak-console-errors',
      part: 'soak',
      // Chromium's own line for a failed request is not counted here: the request is, above.
      label: 'Soak: console errors of the code (uncaught exceptions included)',
      limit: '0',
      read: (r) => r.soak?.totals.consoleErrors,
      format: String,
      within: (count) => count === 0,
    }),
    {
      id: 'soak-release-p95',
      part: 'soak',
      label:
        'Soak: p95 page time during the releases (release, canary, promote, rollback, refused release) against before',
      limit: '<= 1.2x',
      measure: (r) => {
        const p95 = r.soak?.p95;
        if (!p95?.before || !p95.duringReleases) return undefined;
        const ratio = p95.duringReleases / p95.before;
        return {
          value: `${msText(p95.duringReleases)} vs ${msText(p95.before)} (${ratio.toFixed(2)}x)`,
          pass: ratio <= 1.2,
        };
      },
    },
    {
      id: 'soak-retry-recovers',
      part: 'soak',
      label: 'Soak: visitors shown Retry who got the page back by pressing it, without a reload',
      limit: 'all',
      measure: (r) => {
        const retry = r.soak?.retry;
        if (!retry) return undefined;
        return {
          value: `${retry.recovered} of ${retry.seen} (${retry.reloadNeeded} reloaded)`,
          pass: retry.reloadNeeded === 0 && retry.recovered === retry.seen,
        };
      },
    },
  ];
}

/**
 * First actions: a visitor who acts in the first frame that shows a control (bench/lib/first-action.mjs)
 * loses nothing, and is answered no later than the same action without the page's script (a form
 * or link the server answers with the page it leads to), in the same run: the script never makes
 * an action slower than the HTML would.
 */
function firstActionBudgets() {
  const journeys = {
    city: 'a city on /delivery',
    addToCart: 'ADD TO CART on /delivery/cake/3',
    login: 'Login in the top bar',
  };
  const modes = { unthrottled: 'full CPU', throttled: 'CPU 4x' };
  return Object.entries(modes).flatMap(([mode, name]) => [
    {
      id: `first-action-lost-${mode}`,
      part: 'actions',
      label: `First actions lost, ${name} (${Object.values(journeys).join('; ')})`,
      limit: '0 per journey (20 tries, and 10 pressed through input)',
      measure: (r) => {
        const measured = r.firstAction?.[mode];
        if (!measured) return undefined;
        const lost = Object.keys(journeys).map((key) => measured[key]?.lost ?? Infinity);
        return {
          value: lost
            .map((count, i) => `${count} of ${measured[Object.keys(journeys)[i]]?.tries ?? '?'}`)
            .join(' / '),
          pass: lost.every((count) => count === 0),
        };
      },
    },
    ...Object.entries(journeys).map(([key, label]) =>
      oneFigure({
        id: `first-action-${key}-${mode}`,
        part: 'actions',
        label: `First action answered, ${label}, ${name}, against the same action without the page's script (medians, from navigation)`,
        limit: '<= 1.0x',
        read: (r) => {
          const { answered, withoutScript } = r.firstAction?.[mode]?.[key] ?? {};
          return answered === undefined || withoutScript === undefined
            ? undefined
            : { answered, withoutScript };
        },
        format: ({ answered, withoutScript }) =>
          `${msText(answered)} vs ${msText(withoutScript)} (${(answered / withoutScript).toFixed(2)}x)`,
        within: ({ answered, withoutScript }) => answered <= withoutScript,
      }),
    ),
  ]);
}

/**
 * Server rendering: content on /delivery and /dinning at half the 2022 single-bundle
 * app's time (475 / 477 ms at full CPU, 1,139 / 1,152 ms at 4x, measured in one run), no
 * later than 1.2x FCP, hydration done within the old content time (661 / 589 ms), and the
 * render server's latency and memory under load.
 */
function serverRenderingBudgets() {
  const listings = [
    { path: '/delivery', oldContent: 661 },
    { path: '/dinning', oldContent: 589 },
  ];
  const each = (r, mode, pick) => {
    const values = listings.map((listing) => {
      const page = r.pages[listing.path]?.[mode];
      return page ? pick(page, listing) : undefined;
    });
    return values.some((value) => value === undefined) ? undefined : values;
  };
  const pair = (values, format) => values.map(format).join(' / ');
  /**
   * The same figure of both listings, each at most `most`.
   * @param {Omit<Budget, 'measure' | 'part'> & {
   *   mode: 'unthrottled' | 'throttled',
   *   pick: (page: Results, listing: { path: string, oldContent: number }) => number,
   *   format: (value: number) => string,
   *   most: number,
   * }} figure
   * @returns {Budget}
   */
  const both = ({ mode, pick, format, most, ...budget }) => ({
    part: 'pages',
    ...budget,
    measure: (r) => {
      const values = each(r, mode, pick);
      return values && { value: pair(values, format), pass: values.every((value) => value <= most) };
    },
  });
  const content = (page) => page.content;
  return [
    both({
      id: 'ssr-content',
      label: 'Content (first card) of /delivery / /dinning, full CPU',
      limit: '<= 240 ms',
      mode: 'unthrottled',
      pick: content,
      format: msText,
      most: 240,
    }),
    both({
      id: 'ssr-content-fcp',
      label: 'Content of /delivery / /dinning against their FCP, full CPU',
      limit: '<= 1.2x FCP',
      mode: 'unthrottled',
      pick: (page) => page.content / page.fcp,
      format: (ratio) => `${ratio.toFixed(2)}x`,
      most: 1.2,
    }),
    // The page comes alive as soon as its code arrives (docs/decisions/0018): usable within a small
    // multiple of content, in the same run.
    ...[
      ['unthrottled', 'full CPU', 2.3],
      ['throttled', 'CPU 4x slower', 2.0],
    ].map(([mode, name, most]) =>
      both({
        id: `ssr-usable-${mode}`,
        label: `Usable against content on /delivery / /dinning, ${name}`,
        limit: `<= ${most}x content`,
        mode: /** @type {'unthrottled' | 'throttled'} */ (mode),
        pick: (page) => page.usable / page.content,
        format: (ratio) => `${ratio.toFixed(2)}x`,
        most: Number(most),
      }),
    ),
    {
      id: 'ssr-hydrated',
      part: 'pages',
      label: 'Hydrated (the sort select works) on /delivery / /dinning, full CPU',
      limit: '<= 661 / 589 ms',
      measure: (r) => {
        const values = each(r, 'unthrottled', (page, listing) => [page.hydrated, listing.oldContent]);
        return (
          values && {
            value: pair(values, ([hydrated]) => msText(hydrated)),
            pass: values.every(([hydrated, limit]) => hydrated <= limit),
          }
        );
      },
    },
    {
      id: 'render-p99',
      part: 'render',
      label: 'Render server at 20 connections (page cache as in production): p99 per page, errors',
      limit: 'p99 <= 50 ms, 0 errors',
      measure: (r) =>
        r.render && {
          value: `p99 ${r.render.p99} ms, ${r.render.errors} errors`,
          pass: r.render.p99 <= 50 && r.render.errors === 0,
        },
    },
    oneFigure({
      id: 'render-memory',
      part: 'render',
      label: 'Render server without page cache: resident memory growth over 10,000 renders',
      limit: '<= 20 MB',
      read: (r) => r.renderUncached?.rssGrowth,
      format: (growth) => `${growth} MB`,
      within: (growth) => growth <= 20,
    }),
    {
      id: 'render-own-cart',
      part: 'render',
      // A visitor's own /cart is drawn with their cart whenever the data service answers in time:
      // a busy lane's late timer never beats an answer that had arrived.
      label:
        'Render server at 20 connections (page cache as in production): a visitor’s own /cart given up (left to the browser)',
      limit: '<= 1%',
      measure: (r) => {
        const carts = r.render?.ownCarts;
        if (!carts?.asked) return undefined;
        const share = (100 * carts.givenUp) / carts.asked;
        return { value: `${carts.givenUp} of ${carts.asked} (${share.toFixed(1)}%)`, pass: share <= 1 };
      },
    },
    {
      id: 'render-p99-looping',
      part: 'render',
      // One section's server render looping forever costs the others little.
      label: 'Render server with /delivery looping forever on the server: p99 against its p99 without',
      limit: '<= 2x',
      measure: (r) =>
        r.render &&
        r.renderLooping && {
          value: `p99 ${r.renderLooping.p99} ms vs ${r.render.p99} ms (${(r.renderLooping.p99 / r.render.p99).toFixed(2)}x), ${r.renderLooping.errors} errors`,
          pass: r.renderLooping.p99 <= 2 * r.render.p99 && r.renderLooping.errors === 0,
        },
    },
    {
      id: 'render-cold-start',
      part: 'render',
      // A render server started cold says it is ready (/readyz) only once warmed, and
      // then answers its first pages within the render budget (nothing left to the browser).
      label: 'Render server started cold: time to ready, then its first page of each section',
      limit: 'every first page rendered in full',
      measure: (r) => {
        const pages = r.render?.firstPages;
        if (!pages) return undefined;
        const slowest = Math.max(...pages.map((page) => page.ms));
        const full = pages.filter((page) => page.full).length;
        return {
          value: `ready in ${msText(r.render.readyMs)}; ${full} of ${pages.length} first pages in full, slowest ${msText(slowest)}`,
          pass: full === pages.length,
        };
      },
    },
  ];
}

/** The scale section's figures for N items (bench/lib/scale.mjs), when measured. */
const atScale = (r, size) => r.scale?.sizes?.[size];
const mb = (bytes) => `${(bytes / KB / KB).toFixed(1)} MB`;

/** @type {Budget[]} */
export const scaleBudgets = [
  {
    id: 'scale-first-card',
    part: 'scale',
    label: '/delivery at 10,000 items: first card, against 84 items in the same run',
    limit: '<= 1.2x',
    measure: (r) => {
      const small = atScale(r, 84)?.content;
      const large = atScale(r, 10000)?.content;
      if (small === undefined || large === undefined) return undefined;
      const ratio = large / small;
      return {
        value: `${msText(large)} vs ${msText(small)} (${ratio.toFixed(2)}x)`,
        pass: ratio <= 1.2,
      };
    },
  },
  {
    id: 'scale-change',
    part: 'scale',
    label: '/delivery at 10,000 items: price sort and city filter, change to next frame (slower of the two)',
    limit: '<= 50 ms',
    measure: (r) => {
      const at = atScale(r, 10000);
      if (at?.sort === undefined || at.filter === undefined) return undefined;
      const slower = Math.max(at.sort, at.filter);
      return { value: `${msText(at.sort)} / ${msText(at.filter)}`, pass: slower <= 50 };
    },
  },
  {
    id: 'scale-dom',
    part: 'scale',
    label: '/delivery at 10,000 items: DOM elements, at the top and halfway down (larger of the two)',
    limit: '<= 3,000',
    measure: (r) => {
      const at = atScale(r, 10000);
      if (at?.domTop === undefined) return undefined;
      const larger = Math.max(at.domTop, at.domMiddle ?? 0);
      return { value: `${at.domTop} / ${at.domMiddle}`, pass: larger <= 3000 };
    },
  },
  oneFigure({
    id: 'scale-heap',
    part: 'scale',
    label: '/delivery at 10,000 items: JS heap after garbage collection',
    limit: '<= 40 MB',
    read: (r) => atScale(r, 10000)?.heap,
    format: mb,
    within: (heap) => heap <= 40 * KB * KB,
  }),
  {
    id: 'scale-100k',
    part: 'scale',
    label: '/delivery at 100,000 items: works (no crash or error), first card at full CPU',
    limit: 'no error, <= 2000 ms',
    measure: (r) => {
      const at = atScale(r, 100000);
      if (at?.content === undefined) return undefined;
      const problems = at.errors.length ? `, ${at.errors.length} error(s)` : ', no error';
      return {
        value: `${msText(at.content)}${problems}`,
        pass: at.errors.length === 0 && at.content <= 2000,
      };
    },
  },
  oneFigure({
    id: 'scale-search',
    part: 'scale',
    label: 'Search at 100,000 dishes: keystroke to results in the DOM (median)',
    limit: '<= 16 ms',
    read: (r) => r.scale?.search?.[100000]?.commit,
    format: msText,
    within: (commit) => commit <= 16,
  }),
];

function lighthouseAll(r, preset, pick, ok) {
  const runs = r.lighthouse?.filter((run) => run.preset === preset);
  if (!runs?.length) return undefined;
  const values = runs.map(pick);
  return { value: `lowest ${Math.min(...values)}`, pass: values.every(ok) };
}

/**
 * What a budget measured, or why it was not: a read that throws (a part, or a step on the way to
 * a figure, is missing) or a value drawn from a missing figure (`undefined`, `NaN`) is not
 * measured, never a crash nor a pass or fail on half a figure.
 * @param {Budget} budget
 * @param {Results} results
 * @returns {{ value: string, pass: boolean } | { error: string } | undefined}
 */
function measureOf(budget, results) {
  let measured;
  try {
    measured = budget.measure(results);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  if (!measured || typeof measured.value !== 'string' || /\b(undefined|NaN)\b/.test(measured.value))
    return undefined;
  return measured;
}

/**
 * A budget as a run evaluated it: `value` what was measured, or 'not measured' / 'skipped'
 * (then `pass` is false, and `error` says why a read of the results failed, when it did).
 * @typedef {{ id: string, label: string, limit: string, value: string, pass: boolean, error?: string }} Evaluated
 */

/**
 * Every budget (those of the `only` parts, when given) with its measurement; `pass: false`
 * when it could not be measured (its part skipped, failed or missing a figure).
 * @param {Results} results
 * @param {{ skipped?: string[], only?: string[] }} [options]
 * @returns {Evaluated[]}
 */
export function evaluateBudgets(results, { skipped = [], only = [] } = {}) {
  return [...budgets, ...scaleBudgets]
    .filter((budget) => only.length === 0 || only.includes(budget.part))
    .map((budget) => {
      const { id, label, limit } = budget;
      const measured = measureOf(budget, results);
      if (measured && 'value' in measured) return { id, label, limit, ...measured };
      const reason = skipped.includes(budget.part) ? 'skipped' : 'not measured';
      return { id, label, limit, value: reason, pass: false, ...measured };
    });
}

/**
 * The hurried visitor's journey (lib/journey.mjs): the page's script never makes it slower than
 * the same server's HTML, and a card opened once the page is live is there at once, with no chain
 * of requests behind it.
 * @returns {Budget[]}
 */
function journeyBudgets() {
  /** @type {Budget[]} */
  const list = [];
  for (const [mode, label, detailMs] of [
    ['unthrottled', 'full CPU', 150],
    ['throttled', 'CPU 4x', 400],
  ]) {
    list.push(
      oneFigure({
        id: `journey-${mode}`,
        part: 'journey',
        label: `Journey /delivery → first card → ADD TO CART → cart view, JavaScript on against off, ${label} (medians)`,
        limit: '<= 1.0x',
        read: (r) => {
          const { on, off } = r.journey[mode];
          return missing(on.cartView) || missing(off.cartView) ? undefined : [on.cartView, off.cartView];
        },
        format: ([on, off]) => `${on} ms vs ${off} ms (${(on / off).toFixed(2)}x)`,
        within: ([on, off]) => on <= off,
      }),
      // The page's script must never make the content later than the same server's HTML alone
      // (at 4x this replaces a fixed 570 ms): the journey's hurried visit, both arms in one run.
      oneFigure({
        id: `content-on-against-off-${mode}`,
        part: 'journey',
        label: `Content (first card) of /delivery, JavaScript on against off, ${label} (medians)`,
        limit: 'no later',
        read: (r) => {
          const { on, off } = r.journey[mode];
          return missing(on.cardShown) || missing(off.cardShown) ? undefined : [on.cardShown, off.cardShown];
        },
        format: ([on, off]) => `${on} ms vs ${off} ms (${(on / off).toFixed(2)}x)`,
        within: ([on, off]) => on <= off,
      }),
      oneFigure({
        id: `card-to-detail-${mode}`,
        part: 'journey',
        label: `Card → detail once the page is live, ${label} (median; and no more than with JavaScript off)`,
        limit: `<= ${detailMs} ms`,
        read: (r) => {
          const { on, off } = r.journey[mode].detail;
          return missing(on) || missing(off) ? undefined : [on, off];
        },
        format: ([on, off]) => `${on} ms (JavaScript off ${off} ms)`,
        within: ([on, off]) => on <= detailMs && on <= off,
      }),
    );
  }
  list.push(
    oneFigure({
      id: 'card-click-no-chain',
      part: 'journey',
      label: 'A card click once the page is live: requests that waited on another’s answer (full CPU and 4x)',
      limit: 'none',
      read: (r) => [...r.journey.unthrottled.detail.chained, ...r.journey.throttled.detail.chained],
      format: (chained) => (chained.length ? chained.join(', ') : 'none'),
      within: (chained) => chained.length === 0,
    }),
  );
  return list;
}
