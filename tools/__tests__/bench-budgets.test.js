/**
 * The bench's budgets and report over a run's results with a part missing or cut short
 * (bench/budgets.mjs, bench/lib/report.mjs): a part that could not be measured, or a figure
 * missing inside one, makes its budgets "not measured" (failed under --check); every other
 * budget is still evaluated, and the report is still drawn with the other parts' figures.
 */
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const bench = join(__dirname, '..', '..', 'bench');
const budgetsModule = pathToFileURL(join(bench, 'budgets.mjs')).href;
const reportModule = pathToFileURL(join(bench, 'lib', 'report.mjs')).href;

const page = (jsBytes) => ({
  jsBytes,
  jsDecoded: 3 * jsBytes,
  cssBytes: 0,
  cssDecoded: 0,
  requests: 20,
  fcp: 300,
  lcp: 800,
  content: 200,
  usable: 400,
  hydrated: 400,
});
/** A run in which pages, tabs and api were measured. */
const measured = () => ({
  pages: {
    '/delivery': { errors: [], unthrottled: page(140 * 1024), throttled: page(140 * 1024) },
    '/dinning': { errors: [], unthrottled: page(130 * 1024), throttled: page(130 * 1024) },
  },
  tabSwitch: { unthrottled: { cold: 200, coldHover: 150, warm: 60 } },
  api: {
    random: { connections: 50, seconds: 8, perSecond: 1, p50: 1, p90: 2, p99: 5, max: 9, errors: 0 },
    cartWrites: { perSecond: 1, p50: 1, p90: 2, p99: 5, max: 9, errors: 0 },
  },
  failures: {},
  environment: {
    finishedAt: '2026-11-29T00:00:00.000Z',
    cpus: 2,
    cpuModel: 'CPU',
    node: 'v20',
    chromium: 'Chromium',
    commit: 'abc1234',
    load: { start: 1, max: 2, end: 1 },
    runs: 5,
    seconds: 100,
  },
});

/** Evaluates the budgets (and draws the report) of each case in a Node of its own (the bench is ESM). */
function evaluate(cases) {
  const code = `import { evaluateBudgets } from ${JSON.stringify(budgetsModule)};
    import { renderReport } from ${JSON.stringify(reportModule)};
    const cases = ${JSON.stringify(cases)};
    const out = cases.map(({ results, options }) => {
      try {
        const budgets = evaluateBudgets(results, options);
        let report;
        try {
          report = renderReport(results, budgets);
        } catch (error) {
          report = { threw: error.message };
        }
        return { budgets: Object.fromEntries(budgets.map((budget) => [budget.id, budget])), report };
      } catch (error) {
        return { threw: error.message };
      }
    });
    process.stdout.write(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

const notMeasured = { value: 'not measured', pass: false };

describe('the bench budgets over a run with a part missing', () => {
  const searchCutShort = { ...measured(), search: {}, failures: { search: 'Timeout 60000ms exceeded.' } };
  const noSearch = measured();
  const nestedMissing = measured();
  delete nestedMissing.pages['/dinning'].unthrottled;
  delete nestedMissing.pages['/delivery'].unthrottled.fcp;
  nestedMissing.soak = {};
  nestedMissing.api = {};
  nestedMissing.scale = { sizes: { 84: { content: 200, errors: [] } }, search: {} };
  const [cutShort, absent, nested, onlySearch] = evaluate([
    { results: searchCutShort },
    { results: noSearch },
    { results: nestedMissing },
    { results: searchCutShort, options: { only: ['search'] } },
  ]);

  it('does not throw when a part was cut short (search left as {} by a failed run)', () => {
    expect(cutShort.threw).toBeUndefined();
    expect(onlySearch.threw).toBeUndefined();
  });

  it("reports that part's budgets as not measured, failed", () => {
    expect(cutShort.budgets['search-frame']).toMatchObject(notMeasured);
    expect(absent.budgets['search-frame']).toMatchObject(notMeasured);
    expect(Object.values(onlySearch.budgets)).toEqual([expect.objectContaining(notMeasured)]);
  });

  it("still evaluates every other part's budgets", () => {
    for (const { budgets } of [cutShort, absent]) {
      expect(budgets['delivery-js']).toMatchObject({ value: '140.0 KB', pass: true });
      expect(budgets['tab-switch-warm']).toMatchObject({ value: '60 ms', pass: true });
      expect(budgets['api-random']).toMatchObject({ value: 'p99 5 ms, 0 errors', pass: true });
      expect(budgets['ssr-content']).toMatchObject({ value: '200 ms / 200 ms', pass: true });
    }
  });

  it('makes a budget not measured when a figure inside its part is missing, and evaluates the rest', () => {
    expect(nested.threw).toBeUndefined();
    const { budgets } = nested;
    // /dinning has no full-CPU figures; /delivery's FCP is missing; the soak and scale parts are empty.
    expect(budgets['first-visit-js']).toMatchObject(notMeasured);
    expect(budgets['ssr-content']).toMatchObject(notMeasured);
    expect(budgets['ssr-content-fcp']).toMatchObject(notMeasured);
    expect(budgets['soak-console-errors']).toMatchObject(notMeasured);
    expect(budgets['soak-failed-loads']).toMatchObject(notMeasured);
    expect(budgets['scale-first-card']).toMatchObject(notMeasured);
    expect(budgets['scale-search']).toMatchObject(notMeasured);
    expect(budgets['delivery-js']).toMatchObject({ value: '140.0 KB', pass: true });
    expect(budgets['delivery-lcp']).toMatchObject({ value: '800 ms', pass: true });
    expect(budgets['tab-switch-warm']).toMatchObject({ value: '60 ms', pass: true });
  });

  it("draws the report with the other parts' figures and says what could not be measured", () => {
    for (const { report } of [cutShort, nested, onlySearch]) expect(typeof report).toBe('string');
    expect(onlySearch.report).toMatch(
      /\| Search at 10,000 items: [^|]*\| <= 16 ms +\| not measured +\| \*\*FAIL\*\* \|/,
    );
    expect(cutShort.report).toContain('## Tab switches');
    expect(cutShort.report).toContain('## mock-api under load');
    expect(cutShort.report).toContain('- search: Timeout 60000ms exceeded.');
    expect(nested.report).toContain('## Page loads');
    expect(nested.report).toContain('## Tab switches');
    // The api part without its figures: said so where its table would be.
    expect(nested.report).toMatch(/## mock-api under load\n\nIts figures could not be drawn: /);
  });
});

describe('the journey budgets', () => {
  const arm = (cardShown) => ({ cardShown, detailShown: cardShown + 100, cartView: cardShown + 200 });
  const journey = (on, off) => ({
    on: arm(on),
    off: arm(off),
    detail: { on: 100, off: 120, chained: [] },
  });
  const [later, same] = evaluate([
    { results: { ...measured(), journey: { unthrottled: journey(250, 160), throttled: journey(600, 450) } } },
    { results: { ...measured(), journey: { unthrottled: journey(160, 160), throttled: journey(440, 450) } } },
  ]);

  it('fails content that comes later with JavaScript on than off, in the same run', () => {
    expect(later.budgets['content-on-against-off-unthrottled']).toMatchObject({
      value: '250 ms vs 160 ms (1.56x)',
      pass: false,
    });
    expect(later.budgets['content-on-against-off-throttled']).toMatchObject({ pass: false });
  });

  it('passes content no later with JavaScript on', () => {
    expect(same.budgets['content-on-against-off-unthrottled']).toMatchObject({ pass: true });
    expect(same.budgets['content-on-against-off-throttled']).toMatchObject({ pass: true });
  });

  it('has no fixed content time at 4x any more', () => {
    expect(same.budgets['ssr-content-4x']).toBeUndefined();
  });
});

describe('the first-action budgets', () => {
  const journeys = (answered, withoutScript) =>
    Object.fromEntries(
      ['city', 'addToCart', 'login'].map((key) => [key, { tries: 30, lost: 0, answered, withoutScript }]),
    );
  const run = (answered, withoutScript) => ({
    results: {
      ...measured(),
      firstAction: {
        unthrottled: journeys(answered, withoutScript),
        throttled: journeys(answered, withoutScript),
      },
    },
  });
  const [slower, faster, unmeasured] = evaluate([run(300, 250), run(240, 250), run(240, undefined)]);

  it("fails an action answered later than the same action without the page's script", () => {
    expect(slower.budgets['first-action-addToCart-unthrottled']).toMatchObject({
      value: '300 ms vs 250 ms (1.20x)',
      pass: false,
    });
    expect(slower.budgets['first-action-city-throttled']).toMatchObject({ pass: false });
  });

  it('passes one answered no later, and says "not measured" without the other arm', () => {
    expect(faster.budgets['first-action-login-unthrottled']).toMatchObject({ pass: true });
    expect(unmeasured.budgets['first-action-login-unthrottled']).toMatchObject({ pass: false });
    expect(unmeasured.budgets['first-action-login-unthrottled'].value).toMatch(/not measured/);
  });

  it('has no fixed 270 / 640 ms figure any more', () => {
    expect(faster.budgets['first-action-city-unthrottled'].limit).toBe('<= 1.0x');
  });
});
