import {
  loadIntegrityMap,
  scriptIntegrity,
  scriptIntegrityReady,
} from '../federation/rollout/script-integrity';
import { asksForOverride } from '../federation/rollout/rollout-runtime';

/**
 * Issue 19's byte budget: a page reads a version's first-load digests (first-integrity.json,
 * pinned by the config), and its full integrity.json (pinned by the first map) only when a
 * script the first map does not name is needed.
 */
const base = 'http://localhost/mfe/delivery/aaaaaaaaaaaa/';
const digest = (letter: string) => `sha384-${letter.repeat(64)}`;
const maps: Record<string, object> = {
  [`${base}first-integrity.json`]: {
    files: { 'remoteEntry.js': digest('A') },
    rest: digest('R'),
  },
  [`${base}integrity.json`]: { files: { 'remoteEntry.js': digest('A'), '42.lazy.js': digest('B') } },
};
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  void init;
  return { ok: true, status: 200, json: async () => maps[url] };
});

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

test('the first map gives the first load its digests; the full map is read only for a script it lacks', async () => {
  await loadIntegrityMap(`${base}mf-manifest.json`, digest('F'));
  expect(fetchMock.mock.calls).toEqual([[`${base}first-integrity.json`, { integrity: digest('F') }]]);
  expect(scriptIntegrity(`${base}remoteEntry.js`)).toBe(digest('A'));
  expect(scriptIntegrityReady(`${base}remoteEntry.js`)).toBeUndefined();
  // Another origin's or folder's script: nothing to wait for (unchecked, as before).
  expect(scriptIntegrityReady('http://localhost/mfe/dining/bbbbbbbbbbbb/1.js')).toBeUndefined();

  await scriptIntegrityReady(`${base}42.lazy.js`);
  expect(fetchMock).toHaveBeenLastCalledWith(`${base}integrity.json`, { integrity: digest('R') });
  expect(scriptIntegrity(`${base}42.lazy.js`)).toBe(digest('B'));
  expect(scriptIntegrityReady(`${base}42.lazy.js`)).toBeUndefined();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('a full map refused for its digest fails the wait', async () => {
  const other = 'http://localhost/mfe/nightlife/cccccccccccc/';
  maps[`${other}first-integrity.json`] = { files: {}, rest: digest('S') };
  await loadIntegrityMap(`${other}mf-manifest.json`, digest('G'));
  fetchMock.mockImplementationOnce(async () => {
    throw new TypeError('Failed to fetch');
  });
  await expect(scriptIntegrityReady(`${other}7.js`)).rejects.toThrow('does not match its release digest');
});

test('a tab asks for an override in its address or its session only', () => {
  const at = (search: string) => ({
    location: { search, origin: 'http://localhost' },
    session: sessionStorage,
  });
  expect(asksForOverride(at(''))).toBe(false);
  expect(asksForOverride(at('?override=delivery@aaaaaaaaaaaa'))).toBe(true);
  sessionStorage.setItem('zomato.overrides', '["delivery@aaaaaaaaaaaa"]');
  expect(asksForOverride(at(''))).toBe(true);
  sessionStorage.clear();
});
