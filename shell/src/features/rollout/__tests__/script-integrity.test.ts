import { loadIntegrityMap, pinStylesheet, scriptIntegrity, scriptIntegrityReady } from '../script-integrity';
import { asksForOverride } from '../rollout-environment';

/**
 * The rollout's byte budget: a page reads a version's first-load digests (first-integrity.json,
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

const stylesheet = (href: string) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.onerror = jest.fn();
  return link;
};
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test("a remote's CSS file joins the page with its digest, once the full map has given it", async () => {
  const dining = 'http://localhost/mfe/dining/dddddddddddd/';
  maps[`${dining}first-integrity.json`] = { files: {}, rest: digest('T') };
  maps[`${dining}integrity.json`] = { files: { '9.lazy.css': digest('C') } };
  await loadIntegrityMap(`${dining}mf-manifest.json`, digest('H'));
  const link = stylesheet(`${dining}9.lazy.css`);
  pinStylesheet(link);
  // Not in the page (so not fetched) before its digest is known.
  expect(link.isConnected).toBe(false);
  await settled();
  expect(fetchMock).toHaveBeenLastCalledWith(`${dining}integrity.json`, { integrity: digest('T') });
  expect(link.parentNode).toBe(document.head);
  expect(link.integrity).toBe(digest('C'));
  expect(link.onerror).not.toHaveBeenCalled();
  // A CSS file of a build no config pins (another origin, dev mode): added as it is.
  const other = stylesheet('http://localhost:9000/7.css');
  pinStylesheet(other);
  expect(other.parentNode).toBe(document.head);
  expect(other.integrity).toBe('');
});

test('a CSS file whose map cannot be trusted fails its chunk as an integrity failure, never added', async () => {
  const other = 'http://localhost/mfe/nightlife/cccccccccccc/';
  fetchMock.mockImplementationOnce(async () => {
    throw new TypeError('Failed to fetch');
  });
  const link = stylesheet(`${other}5.css`);
  pinStylesheet(link);
  await settled();
  expect(link.onerror).toHaveBeenCalledWith({ type: 'integrity', target: link });
  expect(link.isConnected).toBe(false);
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
