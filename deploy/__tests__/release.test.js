/**
 * The release commands' logic (deploy/release/) on small builds: layout and
 * records, switching, the checks, refusals that leave the site byte-for-byte as it was,
 * locks, a copy failing halfway, rollback and pruning.
 */
const { createHash } = require('node:crypto');
const { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { release, rollback, prune, status, stageSite } = require('../release/release.cjs');
const { parseRuntimeConfig } = require('../release/site-config.cjs');
const { withLock } = require('../release/lock.cjs');
const layout = require('../release/layout.cjs');
const { makeRemote, makeShell, scratch } = require('./fixtures.js');
const { remoteFirstLoadKB } = require('../release/remote-budgets.cjs');

const temp = scratch();
afterAll(() => temp.cleanup());

let clock = Date.parse('2030-01-01T00:00:00Z');
const now = () => new Date((clock += 60_000));

/** A staged site: the shell and dining (and nightlife) as their first versions. */
function stagedSite() {
  const root = join(temp.dir('site'), 'root');
  stageSite(root, {
    shellDist: makeShell(temp.dir('shell')),
    dists: {
      dining: makeRemote(temp.dir('dining'), 'dining'),
      nightlife: makeRemote(temp.dir('nl'), 'nightlife'),
    },
    env: {},
  });
  return root;
}

const configText = (root) => readFileSync(layout.configFile(root), 'utf8');
const config = (root) => JSON.parse(configText(root));
const live = (root, key = 'dining') => layout.versionOfUrl(key, config(root).remotes[key]);
const versions = (root, key = 'dining') => readdirSync(layout.remoteDir(root, key)).sort();
const build = (text, options = {}) =>
  makeRemote(temp.dir('build'), options.key ?? 'dining', { text, ...options });
const releaseBuild = (root, text, options = {}) =>
  release({ root, key: 'dining', dist: build(text, options), now, ...options.release });

describe('stage', () => {
  test('lays the site out: each remote in its version folder, the config pointing at it, a record and a history', () => {
    const root = stagedSite();
    const version = live(root);
    expect(version).toMatch(layout.versionPattern);
    expect(config(root).remotes).toEqual({
      dining: `/mfe/dining/${version}/mf-manifest.json`,
      nightlife: `/mfe/nightlife/${live(root, 'nightlife')}/mf-manifest.json`,
    });
    expect(() => parseRuntimeConfig(config(root))).not.toThrow();
    expect(readdirSync(root).sort()).toEqual(['config.json', 'mfe', 'releases', 'shell']);

    const record = JSON.parse(readFileSync(layout.recordFile(root, 'dining', version), 'utf8'));
    expect(record).toMatchObject({ key: 'dining', version, exposes: ['./App'] });
    expect(record.shared.map((entry) => entry.name)).toContain('react');
    expect(record.serverEntry).toBe('server/remoteEntry.js');
    // Every file with its size and its digest in the form a browser checks (SRI).
    const dir = layout.versionDir(root, 'dining', version);
    expect(record.files.map((file) => file.path).sort()).toEqual(
      readdirSync(dir, { recursive: true })
        .filter((path) => !layout.recordNames.includes(path) && path !== 'server')
        .sort(),
    );
    for (const file of record.files) {
      const bytes = readFileSync(join(dir, file.path));
      expect(file.bytes).toBe(bytes.length);
      expect(file.sha384).toBe(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);
    }
    expect(record.firstLoad.bytes).toBeGreaterThan(0);
    // The record is public (served beside the files): it names no path of the build machine.
    expect(record).not.toHaveProperty('source');
    expect(JSON.stringify(record)).not.toContain(tmpdir());
    const history = JSON.parse(readFileSync(layout.historyFile(root, 'dining'), 'utf8'));
    expect(history.events).toEqual([expect.objectContaining({ action: 'stage', version, from: null })]);
  });

  test('a version is derived from the content: the same files give the same version, one byte another', () => {
    const root = stagedSite();
    const first = live(root);
    expect(releaseBuild(root, 'v1')).toMatchObject({ version: first, unchanged: true });
    expect(releaseBuild(root, 'v1!').version).not.toBe(first);
  });
});

describe('release', () => {
  test('copies the build to a new version folder and switches the config to it; the old version stays', () => {
    const root = stagedSite();
    const first = live(root);
    const before = readFileSync(join(layout.versionDir(root, 'dining', first), 'remoteEntry.js'));
    const result = releaseBuild(root, 'v2');
    expect(result).toMatchObject({ key: 'dining', from: first, unchanged: false, reused: false, pruned: [] });
    expect(live(root)).toBe(result.version);
    expect(versions(root)).toEqual([first, result.version].sort());
    expect(readFileSync(join(layout.versionDir(root, 'dining', first), 'remoteEntry.js'))).toEqual(before);
    expect(
      readFileSync(join(layout.versionDir(root, 'dining', result.version), 'remoteEntry.js'), 'utf8'),
    ).toContain('v2');
    // Only this remote's URL changed in the config.
    expect({ ...config(root), remotes: { ...config(root).remotes, dining: '' } }).toMatchObject({
      remotes: { nightlife: `/mfe/nightlife/${live(root, 'nightlife')}/mf-manifest.json` },
    });
    expect(readdirSync(layout.releasesDir(root, 'dining'))).toEqual(['history.json']);
  });

  test('releasing a kept version again switches to it without copying', () => {
    const root = stagedSite();
    const first = live(root);
    releaseBuild(root, 'v2');
    expect(releaseBuild(root, 'v1')).toMatchObject({ version: first, reused: true, unchanged: false });
    expect(live(root)).toBe(first);
  });

  test('a kept version edited on disk is not switched back to', () => {
    const root = stagedSite();
    const first = live(root);
    releaseBuild(root, 'v2');
    writeFileSync(join(layout.versionDir(root, 'dining', first), 'remoteEntry.js'), 'edited');
    const before = configText(root);
    expect(() => releaseBuild(root, 'v1')).toThrow(
      new RegExp(`dining ${first} was changed on disk since its release`),
    );
    expect(configText(root)).toBe(before);
  });

  test('status: per remote the live and previous versions, and every kept one with its time and sizes', () => {
    const root = stagedSite();
    const first = live(root);
    const second = releaseBuild(root, 'v2').version;
    const { remotes } = status(root);
    expect(Object.keys(remotes)).toEqual(['dining', 'nightlife']);
    expect(remotes.dining).toMatchObject({
      current: second,
      previous: first,
      url: `/mfe/dining/${second}/mf-manifest.json`,
    });
    expect(remotes.dining.versions.map((entry) => entry.version)).toEqual([second, first]);
    for (const entry of remotes.dining.versions) {
      expect(entry).toEqual({
        version: expect.stringMatching(layout.versionPattern),
        releasedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        bytes: expect.any(Number),
        firstLoadBytes: expect.any(Number),
        files: expect.any(Number),
      });
    }
  });
});

describe('a refused release leaves the site as it was', () => {
  /** Runs a release that must be refused; the config and every version folder stay byte-for-byte. */
  function expectRefused(root, attempt, message) {
    const before = {
      config: configText(root),
      dining: versions(root),
      releases: readdirSync(join(root, 'releases')),
    };
    expect(attempt).toThrow(message);
    expect(configText(root)).toBe(before.config);
    expect(versions(root)).toEqual(before.dining);
    expect(readdirSync(layout.releasesDir(root, 'dining'))).toEqual(['history.json']);
    expect(readdirSync(join(root, 'releases'))).toEqual(before.releases);
  }

  const cases = [
    [
      'a missing dist',
      (root) => release({ root, key: 'dining', dist: join(root, 'nope') }),
      /no build folder at/,
    ],
    [
      'an unbuilt dist',
      (root) => release({ root, key: 'dining', dist: temp.dir('empty') }),
      /is not a built remote \(no mf-manifest\.json\): npm run build -- dining-mfe/,
    ],
    [
      'a manifest that does not parse',
      (root) => {
        const dist = build('v2');
        writeFileSync(join(dist, 'mf-manifest.json'), '{"name": "dining",');
        return release({ root, key: 'dining', dist });
      },
      /mf-manifest\.json does not parse/,
    ],
    [
      "another remote's dist",
      (root) => release({ root, key: 'dining', dist: build('v2', { key: 'nightlife' }) }),
      /is the build of nightlife, not dining$/,
    ],
    [
      'a manifest naming no remote of the site',
      (root) => releaseBuild(root, 'v2', { name: 'pizza' }),
      /is the build of "pizza", not dining$/,
    ],
    [
      'a manifest listing a file the build lacks',
      (root) => releaseBuild(root, 'v2', { extraListed: ['gone.0badf00d.js'] }),
      /its manifest lists 1 file\(s\) the build lacks: gone\.0badf00d\.js/,
    ],
    [
      'an entry cut short (it does not parse)',
      (root) => {
        const dist = build('v2');
        writeFileSync(join(dist, 'remoteEntry.js'), 'var dining = (function () { return {');
        return release({ root, key: 'dining', dist });
      },
      /its entry remoteEntry\.js does not parse as JavaScript/,
    ],
    [
      'a server entry cut short (it does not parse)',
      (root) => {
        const dist = build('v2');
        writeFileSync(join(dist, 'server/remoteEntry.js'), 'module.exports = { init(');
        return release({ root, key: 'dining', dist });
      },
      /its entry server\/remoteEntry\.js does not parse as JavaScript/,
    ],
    [
      'a build that no longer exposes what the shell relies on',
      (root) => releaseBuild(root, 'v2', { exposes: ['./Other'] }),
      /does not expose \.\/App, which the shell relies on \(@zomato\/shared's contract\.json\)/,
    ],
    [
      'a singleton the live shell does not satisfy',
      (root) =>
        releaseBuild(root, 'v2', {
          shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' }],
        }),
      /needs react \^20\.0\.0, but the live shell provides 19\.3\.1/,
    ],
    [
      'a singleton the live shell does not provide',
      (root) =>
        releaseBuild(root, 'v2', {
          shared: [{ name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.3.1' }],
        }),
      /needs react-dom\/client \^19\.3\.1, which the live shell does not provide/,
    ],
    [
      'a first load over the budget',
      (root) => releaseBuild(root, 'v2', { firstLoadBytes: (remoteFirstLoadKB.dining + 5) * 1024 }),
      new RegExp(
        `its first load is \\d+\\.\\d KB compressed, over its budget of ${remoteFirstLoadKB.dining.toFixed(1)} KB \\(deploy/release/remote-budgets\\.cjs\\)`,
      ),
    ],
    [
      'an unknown remote',
      (root) => release({ root, key: 'pizza', dist: build('v2') }),
      /unknown remote "pizza"/,
    ],
    [
      'a copy failing halfway',
      (root) => {
        let copied = 0;
        const copyFile = (from, to) => {
          if (copied === 4) throw new Error('ENOSPC: no space left on device');
          copyFileSync(from, to);
          copied += 1;
        };
        return releaseBuild(root, 'v2', { release: { copyFile } });
      },
      /copying dining [0-9a-f]{12} failed after 4 of \d+ files \(ENOSPC: no space left on device\); the live site is unchanged/,
    ],
    [
      'another release of the same remote under way',
      (root) =>
        withLock(layout.lockFile(root, 'dining'), 'a release of dining', () => releaseBuild(root, 'v2')),
      new RegExp(
        `a release of dining is under way \\(pid ${process.pid}, since .*\\); try again when it ends`,
      ),
    ],
  ];

  test.each(cases)('%s', (_, attempt, message) => {
    const root = stagedSite();
    expectRefused(root, () => attempt(root), message);
  });

  test('without a site (no config.json) nothing is written', () => {
    const root = temp.dir('no-site');
    expect(() => release({ root, key: 'dining', dist: build('v2') })).toThrow(
      /no site at .* \(no config\.json\): stage it first/,
    );
    expect(readdirSync(root)).toEqual(['releases']);
  });

  test('the lock of a release that died is taken over', () => {
    const root = stagedSite();
    writeFileSync(
      layout.lockFile(root, 'dining'),
      JSON.stringify({ pid: 2 ** 22 + 1, since: 'then', what: 'x' }),
    );
    expect(releaseBuild(root, 'v2').unchanged).toBe(false);
    expect(existsSync(layout.lockFile(root, 'dining'))).toBe(false);
  });
});

describe('rollback', () => {
  test('goes back to the version live before, and forth again (like kubectl rollout undo)', () => {
    const root = stagedSite();
    const first = live(root);
    const second = releaseBuild(root, 'v2').version;
    const before = configText(root);
    expect(rollback({ root, key: 'dining', now })).toEqual({ key: 'dining', version: first, from: second });
    expect(live(root)).toBe(first);
    expect(rollback({ root, key: 'dining', now })).toMatchObject({ version: second, from: first });
    expect(configText(root)).toBe(before);
    expect(versions(root)).toEqual([first, second].sort());
  });

  test('goes to a named kept version', () => {
    const root = stagedSite();
    const first = live(root);
    releaseBuild(root, 'v2');
    releaseBuild(root, 'v3');
    expect(rollback({ root, key: 'dining', version: first, now }).version).toBe(first);
    expect(live(root)).toBe(first);
  });

  test.each([
    [
      'an unknown version',
      (root) => rollback({ root, key: 'dining', version: 'abcdefabcdef' }),
      /dining has no kept version "abcdefabcdef" \(kept: [0-9a-f]{12}\)/,
    ],
    [
      'no previous version',
      (root) => rollback({ root, key: 'dining' }),
      /dining has no previous version to go back to/,
    ],
    ['the live version', (root) => rollback({ root, key: 'dining', version: live(root) }), /is already live/],
  ])('refuses %s, changing nothing', (_, attempt, message) => {
    const root = stagedSite();
    const before = configText(root);
    expect(() => attempt(root)).toThrow(message);
    expect(configText(root)).toBe(before);
  });

  test('refuses a kept version whose files were changed on disk since its release', () => {
    const root = stagedSite();
    const first = live(root);
    releaseBuild(root, 'v2');
    writeFileSync(join(layout.versionDir(root, 'dining', first), 'remoteEntry.js'), 'tampered');
    const before = configText(root);
    expect(() => rollback({ root, key: 'dining' })).toThrow(
      new RegExp(`dining ${first} was changed on disk since its release`),
    );
    expect(configText(root)).toBe(before);
  });
});

describe('prune', () => {
  test('a release keeps the last 5 versions', () => {
    const root = stagedSite();
    const released = ['v2', 'v3', 'v4', 'v5', 'v6', 'v7'].map((text) => releaseBuild(root, text));
    expect(versions(root)).toEqual(
      released
        .slice(1)
        .map((result) => result.version)
        .sort(),
    );
    expect(released[4].pruned).toEqual([released[0].from]); // the staged first version
    expect(released[5].pruned).toEqual([released[0].version]);
  });

  test('never removes the live or the previous version, whatever their age', () => {
    const root = stagedSite();
    const v1 = live(root);
    const [v2, v3, v4] = ['v2', 'v3', 'v4'].map((text) => releaseBuild(root, text).version);
    rollback({ root, key: 'dining', version: v2, now }); // live v2, previous v4
    // The most recently live go first: v3, then v1 (staged first) are removed.
    expect(prune({ root, keep: 2 })).toEqual({ dining: [v3, v1], nightlife: [] });
    expect(versions(root)).toEqual([v2, v4].sort());
    expect(live(root)).toBe(v2);
    expect(rollback({ root, key: 'dining', now }).version).toBe(v4);
  });

  test('keeps at least two', () => {
    const root = stagedSite();
    expect(() => prune({ root, keep: 1 })).toThrow(/--keep must be a whole number of at least 2/);
  });
});
