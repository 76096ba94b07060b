/**
 * The checks a remote's build passes before it goes live (docs/releases.md).
 * They only read: a refusal leaves the site as it was.
 */
const { existsSync, readFileSync, statSync } = require('node:fs');
const { join, relative } = require('node:path');
const { compileFunction } = require('node:vm');
const semver = require('semver');
const { remotes } = require('../../tools/apps.cjs');
const { remoteFirstLoadKB } = require('./remote-budgets.cjs');
const contract = require('@zomato/shared/contract.json');
const { ReleaseRefused } = require('./errors.cjs');
const { describeFile, listFiles, versionOf } = require('./files.cjs');
const { entryPath, firstLoadBytes } = require('./first-load.cjs');
const { recordNames } = require('./layout.cjs');

/** The libraries every build shares as one copy (tools/webpack/shared-deps.cjs), subpaths included. */
const singletonPattern = /^(react|react-dom|react-router|react-router-dom|zustand|@zomato\/shared)(\/|$)/;

const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The remote a key names (tools/apps.cjs), or a refusal listing the keys. */
function remoteOf(key) {
  const app = remotes.find((remote) => remote.key === key);
  if (!app)
    throw new ReleaseRefused(`unknown remote "${key}": one of ${remotes.map((r) => r.key).join(', ')}`);
  return app;
}

/** The modules the shell relies on from a remote (@zomato/shared's contract.json). */
const exposesRelied = (key) => Object.keys(contract[key] ?? {});

function readManifest(dist, app) {
  if (!existsSync(dist) || !statSync(dist).isDirectory())
    throw new ReleaseRefused(`no build folder at ${dist}`);
  const file = join(dist, 'mf-manifest.json');
  if (!existsSync(file))
    throw new ReleaseRefused(
      `${dist} is not a built remote (no mf-manifest.json): npm run build -- ${app.dir}`,
    );
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ReleaseRefused(`${file} does not parse: ${error.message}`);
  }
}

/** Every file the manifest names: the entry, each expose's and shared module's scripts and styles. */
function listedFiles(manifest) {
  const listed = new Set([entryPath(manifest)]);
  const assetsOf = (assets = {}) =>
    [assets.js?.sync, assets.js?.async, assets.css?.sync, assets.css?.async].flatMap((list) => list ?? []);
  for (const item of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])])
    for (const file of assetsOf(item.assets)) listed.add(file);
  return [...listed];
}

/**
 * The entries (the browser's remoteEntry.js, the render server's server/remoteEntry.js) that
 * do not parse as JavaScript: a file cut short or garbled in transfer would otherwise be
 * released, its digests taken from the broken bytes, and every visitor shown the fallback.
 * Compiled as a CommonJS module body (the server entry is one; a script's body parses the
 * same), never run.
 */
function entryProblems(dist, manifest, present) {
  const problems = [];
  for (const file of [entryPath(manifest), 'server/remoteEntry.js']) {
    if (!present.has(file)) continue;
    try {
      compileFunction(
        readFileSync(join(dist, file), 'utf8'),
        ['exports', 'require', 'module', '__filename', '__dirname'],
        {
          filename: file,
        },
      );
    } catch (error) {
      problems.push(`its entry ${file} does not parse as JavaScript (${error.message})`);
    }
  }
  return problems;
}

/** Problems with the shared singletons, against what the live shell provides. */
function sharedProblems(manifest, shellVersions) {
  const problems = [];
  for (const entry of manifest.shared ?? []) {
    const range = entry.requiredVersion;
    if (!singletonPattern.test(entry.name) || typeof range !== 'string' || !range) continue;
    const provided = shellVersions[entry.name];
    if (!provided)
      problems.push(
        `needs ${entry.name} ${range}, which the live shell does not provide (it would load a second copy)`,
      );
    else if (!semver.satisfies(provided, range, { includePrerelease: true }))
      problems.push(`needs ${entry.name} ${range}, but the live shell provides ${provided}`);
  }
  return problems;
}

/**
 * Checks the build in dist for remote key; returns what its release record needs.
 *
 * @param {object} options
 * @param {string} options.key          delivery, dining, nightlife, checkout or auth
 * @param {string} options.dist         the build folder (a remote's dist/)
 * @param {Record<string,string>} [options.shellVersions]  shared modules of the live shell (shell-shared.cjs)
 * @param {boolean} [options.kept]     dist is a kept version (its release.json and integrity.json are its own)
 * @param {boolean} [options.budget]   check the first-load budget (not when going back to a kept version)
 */
function checkBuild({ key, dist, shellVersions, kept = false, budget: checkBudget = true }) {
  const app = remoteOf(key);
  const manifest = readManifest(dist, app);
  // A build names its remote by its federation name, which is the remote's key (tools/apps.cjs).
  if (manifest.name !== app.key) {
    const other = remotes.some((remote) => remote.key === manifest.name);
    throw new ReleaseRefused(
      `${dist} is the build of ${other ? manifest.name : `"${manifest.name}"`}, not ${key}`,
    );
  }
  const present = new Set(listFiles(dist).filter((path) => !kept || !recordNames.includes(path)));
  const problems = [];
  const missing = listedFiles(manifest).filter((file) => !present.has(file));
  if (missing.length)
    problems.push(
      `its manifest lists ${missing.length} file(s) the build lacks: ${missing.slice(0, 5).join(', ')}`,
    );
  problems.push(...entryProblems(dist, manifest, present));
  for (const name of recordNames.filter((record) => present.has(record)))
    problems.push(`it holds a ${name}, a name releases keep for their record`);
  const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.path));
  const relied = exposesRelied(key);
  const unexposed = relied.filter((path) => !exposed.has(path));
  if (unexposed.length)
    problems.push(
      `it does not expose ${unexposed.join(', ')}, which the shell relies on (@zomato/shared's contract.json)`,
    );
  if (shellVersions) problems.push(...sharedProblems(manifest, shellVersions));
  const budget = (remoteFirstLoadKB[key] ?? Infinity) * KB;
  const firstLoad = firstLoadBytes(dist, manifest, relied);
  if (checkBudget && firstLoad > budget)
    problems.push(
      `its first load is ${kb(firstLoad)} compressed, over its budget of ${kb(budget)} (deploy/release/remote-budgets.cjs)`,
    );
  if (problems.length)
    throw new ReleaseRefused(`${key} from ${relative(process.cwd(), dist) || dist}: ${problems.join('; ')}`);

  const files = [...present].map((path) => describeFile(dist, path));
  return {
    app,
    manifest,
    files,
    version: versionOf(files),
    firstLoad: { bytes: firstLoad, budget },
    exposes: relied,
    shared: (manifest.shared ?? [])
      .filter((entry) => singletonPattern.test(entry.name))
      .map(({ name, version, requiredVersion }) => ({ name, version, requiredVersion })),
  };
}

module.exports = { checkBuild, remoteOf, exposesRelied, kb };
