/**
 * What the browser checks remote code against (docs/releases.md#qa-overrides-canaries-and-integrity):
 * each version's integrity.json (every file's digest) and first-integrity.json (only what a first
 * load needs, so a first visit fetches little), and config.json's digest of each first-integrity.json
 * the page may load, including each remote's previous version (a page drawn just before a switch).
 */
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { integrityOf } = require('./files.cjs');
const { previousVersion, readHistory } = require('./history.cjs');
const { firstLoadFiles } = require('./first-load.cjs');
const layout = require('./layout.cjs');

/** Code a browser loads from a version: its manifest and scripts (no server bundle, maps or copies). */
const browserCode = (path) =>
  path === 'mf-manifest.json' || (!path.startsWith('server/') && path.endsWith('.js'));

/** Every file a browser loads from a version: its code and its CSS files. */
const browserFile = (path) => browserCode(path) || (!path.startsWith('server/') && path.endsWith('.css'));

/** Code the render server runs from a version: its server bundle's scripts. */
const serverCode = (path) => path.startsWith('server/') && path.endsWith('.js');

/**
 * integrity.json's text: `files` for the browser, `server` for the render server
 * (shell/src/server/server-code-check.ts). Texts with `server: false` or `styles: false` stay
 * valid for the versions released with them.
 */
function integrityMapText(files, { styles = true, server = true } = {}) {
  const digestsOf = (wanted) =>
    Object.fromEntries(files.filter((file) => wanted(file.path)).map((file) => [file.path, file.sha384]));
  const map = { files: digestsOf(styles ? browserFile : browserCode) };
  if (server) map.server = digestsOf(serverCode);
  return `${JSON.stringify(map)}\n`;
}

/** The section page's module: what a first visit of a section loads of its remote. */
const firstExposes = ['./App'];

/**
 * first-integrity.json's text: the digests of a first load's files (first-load.cjs, for
 * ./App) and, as `rest`, the digest of integrity.json, which pins every other file (scripts and CSS).
 */
function firstIntegrityMapText(files, manifest, { styles = true, server = true } = {}) {
  const digests = new Map(files.map((file) => [file.path, file.sha384]));
  const first = Object.fromEntries(
    firstLoadFiles(manifest, firstExposes)
      .filter((path) => browserCode(path) && digests.has(path))
      .map((path) => [path, digests.get(path)]),
  );
  const rest = integrityOf(Buffer.from(integrityMapText(files, { styles, server })));
  return `${JSON.stringify({ files: first, rest })}\n`;
}

const versionUrl = /^\/mfe\/([a-z]+)\/([0-9a-f]{12})\/mf-manifest\.json$/;

/**
 * The version each remote was live at before the one the config names: `before`, the config's
 * remotes before the switch being made (its history event is written after it), else its history's.
 */
function previousEntries(root, config, before = {}) {
  return Object.entries(config.remotes ?? {}).flatMap(([key, url]) => {
    if (before[key] && before[key] !== url) return [before[key]];
    const version = versionUrl.exec(url)?.[2];
    const previous = version && previousVersion(readHistory(root, key), version);
    return previous ? [layout.manifestUrl(key, previous)] : [];
  });
}

/**
 * Manifest URL -> digest of its first-integrity.json, for every version config may have the page
 * load; `before`: the remotes as they were before the switch being made.
 */
function integrityAnchors(root, config, before) {
  const urls = new Set([
    ...Object.values(config.remotes ?? {}),
    ...Object.values(config.canaries ?? {}).map((canary) => canary.manifest),
    ...previousEntries(root, config, before),
  ]);
  if (config.overrides?.enabled && existsSync(join(root, 'mfe')))
    for (const key of readdirSync(join(root, 'mfe')))
      for (const version of readdirSync(layout.remoteDir(root, key)).filter((name) =>
        layout.versionPattern.test(name),
      ))
        urls.add(layout.manifestUrl(key, version));
  const anchors = {};
  for (const url of [...urls].sort()) {
    const match = versionUrl.exec(url);
    if (!match) continue;
    const dir = layout.versionDir(root, match[1], match[2]);
    const file = join(dir, layout.firstIntegrityName);
    const manifestFile = join(dir, 'mf-manifest.json');
    if (!existsSync(file) || !existsSync(join(dir, layout.recordName)) || !existsSync(manifestFile)) continue;
    // Pinned to the record's digests: a map edited on disk is not pinned (its scripts then
    // fail), nor is a manifest that differs from the record.
    const { files } = JSON.parse(readFileSync(join(dir, layout.recordName), 'utf8'));
    const manifestBytes = readFileSync(manifestFile);
    if (files.find((f) => f.path === 'mf-manifest.json')?.sha384 !== integrityOf(manifestBytes)) continue;
    const manifest = JSON.parse(manifestBytes.toString('utf8'));
    // A version released before CSS files (or server files) were pinned keeps its maps.
    const texts = [{}, { server: false }, { styles: false, server: false }].map((options) =>
      firstIntegrityMapText(files, manifest, options),
    );
    const onDisk = readFileSync(file, 'utf8');
    anchors[url] = integrityOf(Buffer.from(texts.find((text) => text === onDisk) ?? texts[0]));
  }
  return anchors;
}

/** Sets config.integrity from the site's version folders (none: the section is left out). */
function pinIntegrity(root, config, before) {
  const anchors = integrityAnchors(root, config, before);
  if (Object.keys(anchors).length) config.integrity = anchors;
  else delete config.integrity;
}

module.exports = { integrityMapText, firstIntegrityMapText, pinIntegrity };
