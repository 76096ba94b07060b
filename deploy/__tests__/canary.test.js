/**
 * Canaries and pinned digests (deploy/release/): `canary`, `promote` and `abort`
 * switch config.json atomically and refuse with it byte-for-byte unchanged; every version
 * carries an integrity.json whose digest the config pins.
 */
const { createHash } = require('node:crypto');
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { brotliDecompressSync, gunzipSync } = require('node:zlib');
const { abort, canary, promote, release, rollback, stageSite } = require('../release/release.cjs');
const { firstIntegrityMapText, integrityMapText } = require('../release/integrity.cjs');
const layout = require('../release/layout.cjs');
const { makeRemote, makeShell, scratch } = require('./fixtures.js');

const temp = scratch();
afterAll(() => temp.cleanup());

let clock = Date.parse('2031-01-01T00:00:00Z');
const now = () => new Date((clock += 60_000));

function stagedSite(env = {}) {
  const root = join(temp.dir('site'), 'root');
  stageSite(root, {
    shellDist: makeShell(temp.dir('shell')),
    dists: { dining: makeRemote(temp.dir('dining'), 'dining') },
    env,
  });
  return root;
}
const configText = (root) => readFileSync(layout.configFile(root), 'utf8');
const config = (root) => JSON.parse(configText(root));
const live = (root) => layout.versionOfUrl('dining', config(root).remotes.dining);
/** A second kept version: released, then rolled back so the first is live again. */
function withKeptVersion(root) {
  const first = live(root);
  const next = release({
    root,
    key: 'dining',
    dist: makeRemote(temp.dir('b'), 'dining', { text: 'v2' }),
    now,
  }).version;
  rollback({ root, key: 'dining', version: first, now });
  return { first, next };
}
const sri = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

test('each version has an integrity.json of its browser files, and a first-integrity.json pinned by the config', () => {
  const root = stagedSite();
  const dir = layout.versionDir(root, 'dining', live(root));
  const map = readFileSync(join(dir, 'integrity.json'), 'utf8');
  const record = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8'));
  const files = JSON.parse(map).files;
  expect(Object.keys(files)).toContain('remoteEntry.js');
  expect(Object.keys(files)).toContain('mf-manifest.json');
  // CSS files are pinned like scripts (a lazy chunk's CSS is added through the page's digests).
  expect(Object.keys(files)).toContain('e0.a1b2c3d4.css');
  expect(Object.keys(files).some((path) => path.startsWith('server/') || path.endsWith('.map'))).toBe(false);
  for (const [path, digest] of Object.entries(files))
    expect(digest).toBe(record.files.find((file) => file.path === path).sha384);
  // The first map: manifest, entry and ./App's scripts, and the full map's own digest (a
  // first visit's CSS is in the server-rendered page).
  const firstText = readFileSync(join(dir, 'first-integrity.json'), 'utf8');
  const first = JSON.parse(firstText);
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
  const app = manifest.exposes.find((expose) => expose.path === './App');
  expect(Object.keys(first.files).sort()).toEqual(
    ['mf-manifest.json', 'remoteEntry.js', ...app.assets.js.sync].sort(),
  );
  for (const [path, digest] of Object.entries(first.files)) expect(digest).toBe(files[path]);
  expect(first.rest).toBe(sri(map));
  // Both maps travel compressed, as the build's text files do.
  for (const name of ['integrity.json', 'first-integrity.json']) {
    const text = readFileSync(join(dir, name));
    expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`)))).toEqual(text);
    expect(gunzipSync(readFileSync(join(dir, `${name}.gz`)))).toEqual(text);
  }
  expect(config(root).integrity).toEqual({ [config(root).remotes.dining]: sri(firstText) });
});

test('a version released before the server files were pinned keeps its maps pinned', () => {
  const root = stagedSite();
  const { next } = withKeptVersion(root);
  const dir = layout.versionDir(root, 'dining', next);
  const { files } = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
  const before = firstIntegrityMapText(files, manifest, { server: false });
  expect(before).not.toBe(firstIntegrityMapText(files, manifest));
  writeFileSync(join(dir, 'integrity.json'), integrityMapText(files, { server: false }));
  writeFileSync(join(dir, 'first-integrity.json'), before);
  rollback({ root, key: 'dining', version: next, now });
  expect(config(root).integrity[config(root).remotes.dining]).toBe(sri(before));
});

test("integrity.json names the server bundle's scripts for the render server, apart from the browser's files", () => {
  const root = stagedSite();
  const { next } = withKeptVersion(root);
  const dir = layout.versionDir(root, 'dining', next);
  const map = JSON.parse(readFileSync(join(dir, 'integrity.json'), 'utf8'));
  expect(Object.keys(map.server)).toContain('server/remoteEntry.js');
  expect(Object.keys(map.server).every((path) => path.startsWith('server/') && path.endsWith('.js'))).toBe(
    true,
  );
  expect(Object.keys(map.files).some((path) => path.startsWith('server/'))).toBe(false);
});

test('a version released before CSS files were pinned keeps its maps pinned; a map edited on disk is not', () => {
  const root = stagedSite();
  const { first, next } = withKeptVersion(root);
  const dir = layout.versionDir(root, 'dining', next);
  const { files } = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
  // As the release of an earlier deploy/ wrote them: no CSS (nor server files) in integrity.json.
  const earlier = { styles: false, server: false };
  const before = firstIntegrityMapText(files, manifest, earlier);
  expect(before).not.toBe(firstIntegrityMapText(files, manifest));
  writeFileSync(join(dir, 'integrity.json'), integrityMapText(files, earlier));
  writeFileSync(join(dir, 'first-integrity.json'), before);
  rollback({ root, key: 'dining', version: next, now });
  expect(config(root).integrity[config(root).remotes.dining]).toBe(sri(before));
  // Edited on disk: the config pins what the release record says, so the browser refuses it.
  writeFileSync(join(dir, 'first-integrity.json'), before.replace('sha384-', 'sha384-A'));
  rollback({ root, key: 'dining', version: first, now });
  rollback({ root, key: 'dining', version: next, now });
  expect(config(root).integrity[config(root).remotes.dining]).toBe(
    sri(firstIntegrityMapText(files, manifest)),
  );
});

test('canary, then promote: the canary becomes live and its section leaves the config', () => {
  const root = stagedSite();
  const { first, next } = withKeptVersion(root);
  expect(canary({ root, key: 'dining', version: next, percent: '10' })).toMatchObject({
    percent: 10,
    stable: first,
  });
  const manifest = layout.manifestUrl('dining', next);
  expect(config(root).canaries).toEqual({ dining: { manifest, percent: 10 } });
  expect(Object.keys(config(root).integrity)).toEqual(
    expect.arrayContaining([manifest, config(root).remotes.dining]),
  );
  expect(promote({ root, key: 'dining', now })).toMatchObject({ version: next, from: first });
  expect(live(root)).toBe(next);
  expect(config(root).canaries).toBeUndefined();
  // The promotion is a switch like any other: rollback goes back to the version before it.
  expect(rollback({ root, key: 'dining', now }).version).toBe(first);
});

test('abort: everyone gets the live version again', () => {
  const root = stagedSite();
  const { first, next } = withKeptVersion(root);
  canary({ root, key: 'dining', version: next, percent: 50 });
  expect(abort({ root, key: 'dining' })).toMatchObject({ version: next, stable: first });
  expect(config(root).canaries).toBeUndefined();
  // The live version's digests, and those of the version live before it (rolled back from): a page
  // drawn with that one just before the switch hydrates with it (shell/src/entry/drawn-versions.ts).
  expect(Object.keys(config(root).integrity).sort()).toEqual(
    [config(root).remotes.dining, layout.manifestUrl('dining', next)].sort(),
  );
  expect(live(root)).toBe(first);
});

test('a switch keeps the digests of the version live just before, and only that one', () => {
  const root = stagedSite();
  const releaseText = (text) =>
    release({ root, key: 'dining', dist: makeRemote(temp.dir(text), 'dining', { text }), now }).version;
  const pinned = () => Object.keys(config(root).integrity).sort();
  const urls = (...versions) => versions.map((version) => layout.manifestUrl('dining', version)).sort();
  const first = live(root);
  const second = releaseText('v2');
  expect(pinned()).toEqual(urls(first, second));
  const third = releaseText('v3');
  expect(pinned()).toEqual(urls(second, third));
});

test('QA overrides on: every kept version is pinned (they may be asked for by version)', () => {
  const root = stagedSite({ QA_OVERRIDES: 'on', QA_OVERRIDE_ORIGINS: 'https://qa.example.com' });
  const { next } = withKeptVersion(root);
  expect(config(root).overrides).toEqual({ enabled: true, origins: ['https://qa.example.com'] });
  expect(config(root).integrity[layout.manifestUrl('dining', next)]).toMatch(/^sha384-/);
});

test.each([
  [
    'an unknown version',
    (root) => canary({ root, key: 'dining', version: 'abcdefabcdef', percent: 5 }),
    /no kept version "abcdefabcdef"/,
  ],
  [
    'the live version',
    (root) => canary({ root, key: 'dining', version: live(root), percent: 5 }),
    /already live/,
  ],
  [
    'a percentage over 100',
    (root, { next }) => canary({ root, key: 'dining', version: next, percent: 101 }),
    /whole number from 0 to 100/,
  ],
  [
    'a fractional percentage',
    (root, { next }) => canary({ root, key: 'dining', version: next, percent: '2.5' }),
    /whole number/,
  ],
  ['promote with no canary', (root) => promote({ root, key: 'dining', now }), /has no canary running/],
  ['abort with no canary', (root) => abort({ root, key: 'dining' }), /has no canary running/],
  [
    'an unknown remote',
    (root) => canary({ root, key: 'pizza', version: 'abcdefabcdef', percent: 5 }),
    /pizza/,
  ],
])('refuses %s, leaving config.json byte-for-byte', (_, command, message) => {
  const root = stagedSite();
  const kept = withKeptVersion(root);
  const before = configText(root);
  expect(() => command(root, kept)).toThrow(message);
  expect(configText(root)).toBe(before);
});
