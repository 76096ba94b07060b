/**
 * Releases of a section (docs/decisions/0008-versioned-releases.md): each remote
 * build goes to its own immutable folder <root>/mfe/<key>/<version>/, and the runtime
 * config, switched atomically, says which one is live. Visitors mid-session keep loading
 * the version their page started with; the next page load gets the new one.
 */
const {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
} = require('node:fs');
const { dirname, join, resolve } = require('node:path');
const { remotes } = require('../../tools/apps.cjs');
const { siteConfig } = require('../../tools/runtime-config.cjs');
const { checkBuild, remoteOf } = require('./checks.cjs');
const { ReleaseRefused } = require('./errors.cjs');
const {
  describeFile,
  jsonText,
  readJson,
  syncDir,
  writeFileAtomic,
  writeWithCompressedCopies,
} = require('./files.cjs');
const { appendHistory, lastLive, previousVersion, readHistory } = require('./history.cjs');
const layout = require('./layout.cjs');
const { firstIntegrityMapText, integrityMapText } = require('./integrity.cjs');
const { withLock } = require('./lock.cjs');
const { shellSharedVersions } = require('./shell-shared.cjs');
const { readSiteConfig, switchSiteConfig, writeSiteConfig } = require('./site-config.cjs');

/** How many versions of each remote stay by default (current and previous always do). */
const defaultKeep = 5;

/**
 * @param {number | string} [keep]  the CLI's --keep text, or a count
 * @returns {number}
 */
function keepCount(keep = defaultKeep) {
  const count = Number(keep);
  if (!Number.isInteger(count) || count < 2)
    throw new ReleaseRefused(
      `--keep must be a whole number of at least 2 (the current and previous versions), got "${keep}"`,
    );
  return count;
}

/** The version of key the config makes live (undefined when it points elsewhere or nowhere). */
const currentVersion = (config, key) => layout.versionOfUrl(key, config.remotes?.[key]);

function liveShellVersions(root, required) {
  const versions = shellSharedVersions(layout.shellDir(root));
  if (!versions && required)
    throw new ReleaseRefused(
      `no live shell at ${layout.shellDir(root)}: stage the site first (deploy/cli.mjs stage)`,
    );
  return versions;
}

const readRecord = (root, key, version) => {
  const file = layout.recordFile(root, key, version);
  return existsSync(file) ? readJson(file) : undefined;
};

/** Kept versions of a remote: folders with a release record, newest release first. */
function keptVersions(root, key) {
  const dir = layout.remoteDir(root, key);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => layout.versionPattern.test(name))
    .map((version) => readRecord(root, key, version))
    .filter(Boolean)
    .sort((a, b) => b.releasedAt.localeCompare(a.releasedAt));
}

/**
 * Copies a checked build beside the live ones (<root>/releases/<key>/incoming-<pid>), checks
 * every copied byte against the digests taken before, writes the record, then renames the
 * folder into place: a version folder is complete or absent. On any failure the copy is
 * removed and nothing else has changed.
 */
function copyVersion({ root, key, dist, checked, record, copyFile }) {
  const incoming = join(layout.releasesDir(root, key), `incoming-${process.pid}`);
  rmSync(incoming, { recursive: true, force: true });
  let copied = 0;
  try {
    for (const { path } of checked.files) {
      const target = join(incoming, path);
      mkdirSync(dirname(target), { recursive: true });
      copyFile(join(dist, path), target);
      copied += 1;
    }
    for (const file of checked.files) {
      if (describeFile(incoming, file.path).sha384 !== file.sha384)
        throw new Error(`${file.path} changed while it was copied`);
    }
    writeFileAtomic(join(incoming, layout.recordName), jsonText(record));
    // The maps travel compressed, as the build's text files do (a first visit fetches one).
    writeWithCompressedCopies(join(incoming, layout.integrityName), integrityMapText(record.files));
    writeWithCompressedCopies(
      join(incoming, layout.firstIntegrityName),
      firstIntegrityMapText(record.files, readJson(join(incoming, 'mf-manifest.json'))),
    );
    mkdirSync(layout.remoteDir(root, key), { recursive: true });
    renameSync(incoming, layout.versionDir(root, key, checked.version));
    syncDir(layout.remoteDir(root, key));
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    throw new ReleaseRefused(
      `copying ${key} ${checked.version} failed after ${copied} of ${checked.files.length} files (${error.message}); the live site is unchanged`,
    );
  }
}

/**
 * Checks a kept version before it goes live again: against the live shell (which may have
 * changed since) and against its own digests (a kept folder must not have been edited).
 */
function checkKept(root, key, version) {
  const dir = layout.versionDir(root, key, version);
  const checked = checkBuild({
    key,
    dist: dir,
    shellVersions: liveShellVersions(root, true),
    kept: true,
    budget: false,
  });
  if (checked.version !== version)
    throw new ReleaseRefused(
      `${key} ${version} was changed on disk since its release (its files now hash to ${checked.version})`,
    );
}

/** Makes version live: the config switch, then its history event. */
function switchTo({ root, key, version, action, now }) {
  const from = switchSiteConfig(root, (config) => {
    const before = currentVersion(config, key) ?? null;
    config.remotes = { ...config.remotes, [key]: layout.manifestUrl(key, version) };
    // A canary of the version now live is over (promote, or a release of the same build).
    if (config.canaries?.[key]?.manifest === config.remotes[key]) dropCanary(config, key);
    return before;
  });
  appendHistory(root, key, { at: now().toISOString(), action, version, from });
  return from;
}

function dropCanary(config, key) {
  const { [key]: dropped, ...others } = config.canaries ?? {};
  if (Object.keys(others).length) config.canaries = others;
  else delete config.canaries;
  return dropped;
}

/**
 * `canary <root> <key> <version> <percent>`: a kept version (checked as rollback checks it)
 * goes to `percent` % of visitors, by their visitor id's bucket; the others keep the live one
 * (docs/releases.md#qa-overrides-canaries-and-integrity).
 */
function canary({ root, key, version, percent }) {
  remoteOf(key);
  const share = Number(percent);
  if (!/^\d+$/.test(String(percent)) || share > 100)
    throw new ReleaseRefused(`the percentage must be a whole number from 0 to 100, got "${percent}"`);
  return withLock(layout.lockFile(root, key), `a canary of ${key}`, () => {
    const { value: config } = readSiteConfig(root);
    const current = currentVersion(config, key);
    const kept = keptVersions(root, key).map((record) => record.version);
    if (!current)
      throw new ReleaseRefused(`${key} is not served from a release of this site: no canary beside it`);
    if (!kept.includes(version))
      throw new ReleaseRefused(
        `${key} has no kept version "${version}" (kept: ${kept.join(', ') || 'none'})`,
      );
    if (version === current)
      throw new ReleaseRefused(`${key} ${version} is already live: a canary is another version`);
    checkKept(root, key, version);
    switchSiteConfig(root, (next) => {
      next.canaries = {
        ...next.canaries,
        [key]: { manifest: layout.manifestUrl(key, version), percent: share },
      };
    });
    return { key, version, percent: share, stable: current };
  });
}

/** The canary version of key the config names (a refusal when there is none). */
function runningCanary(root, key) {
  const { value: config } = readSiteConfig(root);
  const url = config.canaries?.[key]?.manifest;
  if (!url) throw new ReleaseRefused(`${key} has no canary running`);
  return { config, version: layout.versionOfUrl(key, url), percent: config.canaries[key].percent };
}

/** `promote <root> <key>`: the canary becomes the live version for everyone. */
function promote({ root, key, now = () => new Date() }) {
  remoteOf(key);
  return withLock(layout.lockFile(root, key), `a promotion of ${key}`, () => {
    const { version, percent } = runningCanary(root, key);
    if (!version) throw new ReleaseRefused(`${key}'s canary is not a release of this site`);
    checkKept(root, key, version);
    const from = switchTo({ root, key, version, action: 'promote', now });
    return { key, version, from, percent };
  });
}

/** `abort <root> <key>`: the canary stops; everyone gets the live version again. */
function abort({ root, key }) {
  remoteOf(key);
  return withLock(layout.lockFile(root, key), `an abort of ${key}'s canary`, () => {
    const { config, version, percent } = runningCanary(root, key);
    switchSiteConfig(root, (next) => dropCanary(next, key));
    const current = currentVersion(config, key) ?? null;
    return { key, version, percent, stable: current };
  });
}

/**
 * `release <root> <key> <dist>`: check, copy, switch, prune.
 *
 * @param {object} options
 * @param {string} options.root
 * @param {string} options.key
 * @param {string} options.dist
 * @param {number | string} [options.keep]  versions of this remote to keep (default 5; the CLI's --keep text)
 * @param {string} [options.action]      the history event's name ('stage' when staging)
 * @param {boolean} [options.requireShell]  refuse without a live shell to check the singletons against
 * @param {Function} [options.copyFile]  (from, to) => void, for tests of a failing copy
 * @param {() => Date} [options.now]
 */
function release({
  root,
  key,
  dist,
  keep,
  action = 'release',
  requireShell = true,
  copyFile = copyFileSync,
  now = () => new Date(),
}) {
  remoteOf(key);
  const keepVersions = keepCount(keep);
  const source = resolve(dist);
  return withLock(layout.lockFile(root, key), `a release of ${key}`, () => {
    const { value: config } = readSiteConfig(root);
    const checked = checkBuild({ key, dist: source, shellVersions: liveShellVersions(root, requireShell) });
    const { version } = checked;
    const current = currentVersion(config, key);
    let record = readRecord(root, key, version);
    const reused = Boolean(record);
    if (reused && current !== version) checkKept(root, key, version);
    if (!record) {
      record = {
        key,
        version,
        releasedAt: now().toISOString(),
        // No build folder: the record is served with the version's files, and a server path
        // says nothing to a browser but where things live on the build machine.
        manifest: 'mf-manifest.json',
        entry: checked.manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js',
        serverEntry: checked.files.some((file) => file.path === 'server/remoteEntry.js')
          ? 'server/remoteEntry.js'
          : null,
        exposes: checked.exposes,
        shared: checked.shared,
        firstLoad: checked.firstLoad,
        bytes: checked.files.reduce((total, file) => total + file.bytes, 0),
        files: checked.files,
      };
      copyVersion({ root, key, dist: source, checked, record, copyFile });
    }
    if (current === version)
      return { key, version, from: version, unchanged: true, reused, record, pruned: [] };
    const from = switchTo({ root, key, version, action, now });
    const pruned = pruneRemote(root, key, keepVersions);
    return { key, version, from, unchanged: false, reused, record, pruned };
  });
}

/**
 * `rollback <root> <key> [version]`: back to the version live before the current one (or
 * the named kept one), checked again against the live shell and its own record; no copy.
 */
function rollback({ root, key, version: wanted, now = () => new Date() }) {
  remoteOf(key);
  return withLock(layout.lockFile(root, key), `a rollback of ${key}`, () => {
    const { value: config } = readSiteConfig(root);
    const current = currentVersion(config, key);
    const kept = keptVersions(root, key).map((record) => record.version);
    const version = wanted ?? previousVersion(readHistory(root, key), current);
    if (!version)
      throw new ReleaseRefused(
        `${key} has no previous version to go back to (kept: ${kept.join(', ') || 'none'})`,
      );
    if (!kept.includes(version))
      throw new ReleaseRefused(
        `${key} has no kept version "${version}" (kept: ${kept.join(', ') || 'none'})`,
      );
    if (version === current) throw new ReleaseRefused(`${key} ${version} is already live`);
    checkKept(root, key, version);
    const from = switchTo({ root, key, version, action: 'rollback', now });
    return { key, version, from };
  });
}

/**
 * Versions the config has pages load (current, a canary, whatever else may point at one);
 * not its integrity digests, which name every kept version while QA overrides are on.
 */
function versionsInConfig(config, key) {
  const pattern = new RegExp(`/mfe/${key}/([0-9a-f]{12})/`, 'g');
  const named = { ...config, integrity: undefined };
  return new Set([...JSON.stringify(named).matchAll(pattern)].map((match) => match[1]));
}

/**
 * Removes all but the `keep` most recently live versions of a remote; the current one, the
 * previous one and any the config names always stay. A pruned folder is renamed aside first,
 * so it disappears at once rather than file by file.
 */
function pruneRemote(root, key, keep) {
  const { value: config } = readSiteConfig(root);
  const history = readHistory(root, key);
  const current = currentVersion(config, key);
  const protect = new Set(
    [...versionsInConfig(config, key), previousVersion(history, current)].filter(Boolean),
  );
  const live = lastLive(history);
  const order = keptVersions(root, key)
    .map((record) => ({ version: record.version, at: live.get(record.version) ?? record.releasedAt }))
    .sort(
      (a, b) => Number(protect.has(b.version)) - Number(protect.has(a.version)) || b.at.localeCompare(a.at),
    );
  const removed = order
    .slice(keep)
    .filter(({ version }) => !protect.has(version))
    .map(({ version }) => version);
  for (const version of removed) {
    const aside = join(layout.releasesDir(root, key), `pruning-${version}-${process.pid}`);
    renameSync(layout.versionDir(root, key, version), aside);
    rmSync(aside, { recursive: true, force: true });
  }
  // The digests of kept versions (named while QA overrides are on) follow.
  if (removed.length && config.overrides?.enabled) switchSiteConfig(root, () => undefined);
  return removed;
}

/**
 * `prune <root>`: every remote (or one) down to `keep` versions.
 *
 * @param {object} options
 * @param {string} options.root
 * @param {string} [options.key]          this remote only (else every remote)
 * @param {number | string} [options.keep]  versions of each remote to keep (default 5; the CLI's --keep text)
 * @returns {Record<string, string[]>} remote key -> the versions removed
 */
function prune({ root, key, keep }) {
  const keepVersions = keepCount(keep);
  readSiteConfig(root);
  const keys = key ? [remoteOf(key).key] : remotes.map((remote) => remote.key);
  /** @type {Record<string, string[]>} */
  const removed = {};
  for (const each of keys) {
    if (!existsSync(layout.remoteDir(root, each))) continue;
    removed[each] = withLock(layout.lockFile(root, each), `a prune of ${each}`, () =>
      pruneRemote(root, each, keepVersions),
    );
  }
  return removed;
}

/**
 * `status <root>`: per remote, the live version, the one before it and every kept version
 * with its release time and sizes. Also the shape `status --json` prints.
 */
function status(root) {
  const { value: config } = readSiteConfig(root);
  const result = { remotes: {} };
  for (const { key } of remotes) {
    const url = config.remotes?.[key];
    const kept = keptVersions(root, key);
    if (!url && kept.length === 0) continue;
    const current = currentVersion(config, key) ?? null;
    result.remotes[key] = {
      current,
      previous: previousVersion(readHistory(root, key), current) ?? null,
      url: url ?? null,
      versions: kept.map((record) => ({
        version: record.version,
        releasedAt: record.releasedAt,
        bytes: record.bytes,
        firstLoadBytes: record.firstLoad.bytes,
        files: record.files.length,
      })),
    };
  }
  return result;
}

/**
 * `stage <root>`: lays a whole site out as production holds it: the shell's build, each
 * remote released as its first version (the same checks and layout as `release`), and
 * the runtime config. Remotes that the environment points elsewhere (REMOTE_<KEY>_URL)
 * keep that URL and are not copied.
 *
 * @param {string} root
 * @param {object} options
 * @param {string} [options.shellDist]   the shell's build (none: a standalone QA site)
 * @param {Record<string,string>} options.dists  remote key -> build folder, in release order
 * @param {NodeJS.ProcessEnv} [options.env]
 */
function stageSite(root, { shellDist, dists, env = process.env }) {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'mfe'), { recursive: true });
  chmodSync(root, 0o755); // nginx's workers read it (a mkdtemp folder is 0700)
  if (shellDist) cpSync(shellDist, layout.shellDir(root), { recursive: true });
  const keys = Object.keys(dists);
  const base = siteConfig(env, { only: keys });
  const servedHere = (key) => base.remotes[key] === `/mfe/${key}/mf-manifest.json`;
  const remotesElsewhere = Object.fromEntries(
    Object.entries(base.remotes).filter(([key]) => !servedHere(key)),
  );
  writeSiteConfig(root, { ...base, remotes: remotesElsewhere });
  for (const key of keys.filter(servedHere)) {
    release({ root, key, dist: dists[key], action: 'stage', requireShell: Boolean(shellDist) });
  }
  return readSiteConfig(root).value;
}

module.exports = {
  defaultKeep,
  release,
  rollback,
  canary,
  promote,
  abort,
  prune,
  status,
  stageSite,
  keptVersions,
  readRecord,
  currentVersion,
};
