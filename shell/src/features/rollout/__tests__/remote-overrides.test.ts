import { parseRuntimeConfig } from '@zomato/shared';
import { readOverrides } from '../remote-overrides';

/** QA overrides, gated by the config, kept for the tab (sessionStorage). */
const kept = '/mfe/delivery/bbbbbbbbbbbb/mf-manifest.json';
const config = (enabled: boolean) =>
  parseRuntimeConfig({
    apiBase: '/api',
    remotes: {
      delivery: '/mfe/delivery/aaaaaaaaaaaa/mf-manifest.json',
      dining: '/mfe/dining/mf-manifest.json',
    },
    integrity: { [kept]: `sha384-${'A'.repeat(64)}` },
    overrides: { enabled, origins: ['https://qa.example.com'] },
  });
const at = (search: string) => ({ search, origin: 'https://site.example' });

beforeEach(() => sessionStorage.clear());

test('accepts a kept version and a listed origin, and keeps them for the tab', () => {
  const state = readOverrides(
    config(true),
    at('?override=delivery@bbbbbbbbbbbb,dining@https://qa.example.com/dining/mf-manifest.json'),
    sessionStorage,
  );
  expect(state.refused).toEqual([]);
  expect(state.accepted.map((o) => o.manifest)).toEqual([
    kept,
    'https://qa.example.com/dining/mf-manifest.json',
  ]);
  // The next page of the tab, without the parameter, keeps them.
  expect(readOverrides(config(true), at(''), sessionStorage).accepted).toHaveLength(2);
});

test.each([
  ['delivery@https://evil.example/mf-manifest.json', 'https://evil.example is not an allowed origin'],
  ['delivery@javascript:alert(1)', 'javascript: and data: URLs are never loaded'],
  ['delivery@data:text/javascript;base64', 'javascript: and data: URLs are never loaded'],
  ['delivery@cccccccccccc', 'cccccccccccc is not a kept version of delivery'],
  ['pizza@bbbbbbbbbbbb', 'write <remote>@<version or URL>'],
  ['delivery@ftp://qa.example.com/x', 'ftp: URLs are never loaded'],
])('refuses %s', (asked, reason) => {
  const state = readOverrides(config(true), at(`?override=${encodeURIComponent(asked)}`), sessionStorage);
  expect(state.accepted).toEqual([]);
  expect(state.refused).toEqual([{ asked, reason: expect.stringContaining(reason) }]);
  expect(sessionStorage.length).toBe(0);
});

test('refuses everything while the config has overrides off, and forgets kept ones', () => {
  readOverrides(config(true), at('?override=delivery@bbbbbbbbbbbb'), sessionStorage);
  const state = readOverrides(config(false), at(''), sessionStorage);
  expect(state.accepted).toEqual([]);
  expect(state.refused[0]?.reason).toBe('overrides are off on this site');
  expect(sessionStorage.length).toBe(0);
});
