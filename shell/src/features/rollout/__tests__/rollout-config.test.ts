import { checkRuntimeConfig } from '@zomato/shared/check-runtime-config';
import { ConfigError, parseRuntimeConfig } from '@zomato/shared';
import { canaryFor } from '../canary-rollout';
import { readOverrides } from '../remote-overrides';

/** The rollout sections of the runtime config, checked where a config is written and read. */
const base = { apiBase: '/api', remotes: { delivery: '/mfe/delivery/aaaaaaaaaaaa/mf-manifest.json' } };
const digest = `sha384-${'A'.repeat(64)}`;
const parse = (extra: object) => checkRuntimeConfig({ ...base, ...extra });

test('accepts canaries, integrity digests and overrides', () => {
  const config = parse({
    canaries: { delivery: { manifest: '/mfe/delivery/bbbbbbbbbbbb/mf-manifest.json', percent: 10 } },
    integrity: { '/mfe/delivery/aaaaaaaaaaaa/mf-manifest.json': digest },
    overrides: { enabled: true, origins: ['https://qa.example.com'] },
  });
  expect(config.canaries?.delivery?.percent).toBe(10);
  expect(config.overrides).toEqual({ enabled: true, origins: ['https://qa.example.com'] });
});

test.each([
  [{ canaries: [] }, 'canaries', 'must be an object'],
  [
    { canaries: { dining: { manifest: '/x.json', percent: 5 } } },
    'canaries.dining',
    'needs a stable version',
  ],
  [
    { canaries: { delivery: { manifest: 'javascript:alert(1)', percent: 5 } } },
    'canaries.delivery.manifest',
    'http(s) URL',
  ],
  [
    { canaries: { delivery: { manifest: base.remotes.delivery, percent: 5 } } },
    'canaries.delivery.manifest',
    'stable version itself',
  ],
  [
    { canaries: { delivery: { manifest: '/b.json', percent: 101 } } },
    'canaries.delivery.percent',
    'whole number from 0 to 100',
  ],
  [
    { canaries: { delivery: { manifest: '/b.json', percent: '5' } } },
    'canaries.delivery.percent',
    'whole number',
  ],
  [{ integrity: { '/a.json': 'sha256-abc' } }, 'integrity["/a.json"]', 'sha384-<64 base64'],
  [{ integrity: { 'data:x': digest } }, 'integrity["data:x"] (its key)', 'http(s) URL'],
  [{ overrides: { enabled: 'yes' } }, 'overrides.enabled', 'true or false'],
  [
    { overrides: { enabled: true, origins: 'https://qa.example.com' } },
    'overrides.origins',
    'list of origins',
  ],
  [
    { overrides: { enabled: true, origins: ['https://qa.example.com/path'] } },
    'overrides.origins[0]',
    'http(s) origin',
  ],
  [
    { overrides: { enabled: true, origins: ['javascript:alert(1)'] } },
    'overrides.origins[0]',
    'http(s) origin',
  ],
])('refuses %j naming %s', (extra, key, problem) => {
  let error: unknown;
  try {
    parse(extra);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  expect((error as ConfigError).key).toBe(key);
  expect((error as ConfigError).message).toContain(problem);
});

describe('in the browser, the rollout sections are checked by the code that uses them', () => {
  const bad = { canaries: { delivery: { manifest: '/b.json', percent: 101 } } };

  test('a first load reads them unchecked (their checks are not in its code)', () => {
    expect(parseRuntimeConfig({ ...base, ...bad }).canaries).toEqual(bad.canaries);
  });

  test('the canary code refuses a bad section, naming its key', () => {
    const config = parseRuntimeConfig({ ...base, ...bad });
    expect(() => canaryFor(config, 'delivery', 'visitor')).toThrow(ConfigError);
    expect(() => canaryFor(config, 'delivery', 'visitor')).toThrow('canaries.delivery.percent');
  });

  test('the override code refuses a bad section, naming its key', () => {
    const config = parseRuntimeConfig({ ...base, overrides: { enabled: 'yes' } });
    const location = { search: '?override=delivery@bbbbbbbbbbbb', origin: 'http://localhost' };
    expect(() => readOverrides(config, location)).toThrow('overrides.enabled');
  });
});
