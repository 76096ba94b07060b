import { canariesOf, formatVital, successRate, type HealthRow } from '../health-summary';

const row = (loads: number, failures: Partial<HealthRow['loadFailures']>) =>
  ({ loads, loadFailures: { manifest: 0, entry: 0, module: 0, render: 0, ...failures } }) as HealthRow;

describe('status page figures', () => {
  it('load success is loads that rendered, of all tried', () => {
    expect(successRate(row(3, { manifest: 1 }))).toBe(0.75);
    expect(successRate(row(0, { entry: 2 }))).toBe(0);
    expect(successRate(row(0, {}))).toBeUndefined();
  });

  it('reads a canary from the runtime config when there is one, and none otherwise', () => {
    expect(canariesOf({ apiBase: '/api', remotes: {} })).toEqual({});
    expect(canariesOf(undefined)).toEqual({});
    expect(
      canariesOf({
        apiBase: '/api',
        remotes: { delivery: '/mfe/delivery/111122223333/mf-manifest.json' },
        canaries: { delivery: { manifest: '/mfe/delivery/aaaabbbbcccc/mf-manifest.json', percent: 10 } },
      }),
    ).toEqual({ delivery: 'aaaabbbbcccc (10 %)' });
  });

  it('formats vitals in their units', () => {
    expect(formatVital('LCP', 2400)).toBe('2.40 s');
    expect(formatVital('INP', 120)).toBe('120 ms');
    expect(formatVital('CLS', 0.04)).toBe('0.04');
  });
});
