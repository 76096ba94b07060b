/**
 * What the browser checks remote code against (docs/architecture.md#qa-overrides-canaries-and-integrity):
 * each version folder's integrity.json (the sha384 digests of its browser scripts, CSS files
 * and manifest, from the release record); its first-integrity.json (the digests a first load
 * needs: manifest, entry, ./App's scripts, plus integrity.json's own digest, fetched only
 * when another file of the version is needed; a first visit's CSS is in the server-rendered
 * page); and, in config.json, the digest of each
 * first-integrity.json the page may load: the live and canary versions, and every kept one
 * while QA overrides are on.
 */
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { integrityOf } = require('./files.cjs');
const { firstLoadFiles } = require('./first-load.cjs');
const layout = require('./layout.cjs');

/** Code a browser loads from a version: its manifest and scripts (no server bundle, maps or copies). */
const browserCode = (path) =>
  path === 'mf-manifest.json' || (!path.startsWith('server/') && path.endsWith('.js'));

/** Every file a browser loads from a version: its code and its CSS files. */
const browserFile = (path) => browserCode(path) || (!path.startsWith('server/') && path.endsWith('.css'));

/**
 * integrity.json's text for a release record's files. `{ styles: false }`: the text versions
 * released before CSS files were pinned carry (scripts and manifest only), still valid.
 */
function integrityMapText(files, { styles = true } = {}) {
  const digests = Object.fromEntries(
    files
      .filter((file) => (styles ? browserFile : browserCode)(file.path))
      .map((file) => [file.path, file.sha384]),
  );
  return `${JSON.stringify({ files: digests })}\n`;
}

/** The section page's module: what a first visit of a section loads of its remote. */
const firstExposes = ['./App'];

/**
 * first-integrity.json's text: the digests of a first load's files (first-load.cjs, for
 * ./App) and, as `rest`, the digest of integrity.json, which pins every other file (scripts and CSS).
 */
function firstIntegrityMapText(files, manifest, { styles = true } = {}) {
  const digests = new Map(files.map((file) => [file.path, file.sha384]));
  const first = Object.fromEntries(
    firstLoadFiles(manifest, firstExposes)
      .filter((path) => browserCode(path) && digests.has(path))
      .map((path) => [path, digests.get(path)]),
  );
  const rest = integrityOf(Buffer.from(integrityMapText(files, { styles })));
  return `${JSON.stringify({ files: first, rest })}\n`;
}

const versionUrl = /^\/mfe\/([a-z]+)\/([0-9a-f]{12})\/mf-manifest\.json$/;

/** Manifest URL -> digest of its first-integrity.json, for every version config may have the page load. */
function integrityAnchors(root, config) {
  const urls = new Set([
    ...Object.values(config.remotes ?? {}),
    ...Object.values(config.canaries ?? {}).map((canary) => canary.manifest),
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
    // A version released before CSS files were pinned keeps its maps, which name no CSS.
    const before = firstIntegrityMapText(files, manifest, { styles: false });
    const expected = readFileSync(file, 'utf8') === before ? before : firstIntegrityMapText(files, manifest);
    anchors[url] = integrityOf(Buffer.from(expected));
  }
  return anchors;
}

/** Sets config.integrity from the site's version folders (none: the section is left out). */
function pinIntegrity(root, config) {
  const anchors = integrityAnchors(root, config);
  if (Object.keys(anchors).length) config.integrity = anchors;
  else delete config.integrity;
}

module.exports = { integrityMapText, firstIntegrityMapText, pinIntegrity };
