/**
 * Where a site root keeps what (docs/decisions/0008-versioned-releases.md):
 *
 *   <root>/config.json                 the runtime config: the one file that changes in place
 *   <root>/shell/                      the shell's build (the html page)
 *   <root>/mfe/<key>/<version>/        one release of a remote, never modified after
 *   <root>/mfe/<key>/<version>/release.json   its record: files, sizes, sha384 digests
 *   <root>/mfe/<key>/<version>/integrity.json the digests of its browser scripts, for the browser
 *   <root>/mfe/<key>/<version>/first-integrity.json those a first load needs, and integrity.json's
 *   <root>/releases/<key>/history.json which version was live when (rollback, status)
 *   <root>/releases/<key>/lock         while a command changes that remote
 *
 * Only shell/, mfe/ and config.json are served; releases/ is the commands' own.
 */
const { join } = require('node:path');

const recordName = 'release.json';
/**
 * The browser's digests of a version (docs/releases.md#qa-overrides-canaries-and-integrity), and
 * those a first load needs with integrity.json's, which config.json pins (integrity.cjs): named
 * by @zomato/serving, whose servers read and preload them.
 */
const { integrityName, firstIntegrityName } = require('@zomato/serving/release-files');
/**
 * Files a release writes into a version folder beside the build's own: its record, and the
 * digest maps with the compressed copies servers send of them (release.cjs).
 */
const recordNames = [
  recordName,
  ...[integrityName, firstIntegrityName].flatMap((name) => [name, `${name}.br`, `${name}.gz`]),
];
/** A version is the first 12 hex digits of a hash of its files (see files.cjs). */
const versionPattern = /^[0-9a-f]{12}$/;

const configFile = (root) => join(root, 'config.json');
const shellDir = (root) => join(root, 'shell');
const remoteDir = (root, key) => join(root, 'mfe', key);
const versionDir = (root, key, version) => join(root, 'mfe', key, version);
const recordFile = (root, key, version) => join(versionDir(root, key, version), recordName);
const releasesDir = (root, key) => join(root, 'releases', key);
const historyFile = (root, key) => join(releasesDir(root, key), 'history.json');
const lockFile = (root, key) => join(releasesDir(root, key), 'lock');
const configLockFile = (root) => join(root, 'releases', 'config.lock');

/** The runtime config's URL for a version of a remote. */
const manifestUrl = (key, version) => `/mfe/${key}/${version}/mf-manifest.json`;

/** The version a runtime config URL points at, when it is one of this site's releases. */
function versionOfUrl(key, url) {
  const match = new RegExp(`^/mfe/${key}/([^/]+)/mf-manifest\\.json$`).exec(url ?? '');
  return match && versionPattern.test(match[1]) ? match[1] : undefined;
}

module.exports = {
  recordName,
  integrityName,
  firstIntegrityName,
  recordNames,
  versionPattern,
  configFile,
  shellDir,
  remoteDir,
  versionDir,
  recordFile,
  releasesDir,
  historyFile,
  lockFile,
  configLockFile,
  manifestUrl,
  versionOfUrl,
};
