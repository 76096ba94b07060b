/**
 * The digest maps a released version of a remote holds beside its manifest
 * (<root>/mfe/<key>/<version>/, docs/decisions/0008-versioned-releases.md). The release tool
 * writes them (deploy/release/layout.cjs names every file of a site root); the servers read
 * and preload them (remote-preload.mjs), so the names are here, below both.
 */

/** The browser's digests of a version (docs/releases.md#qa-overrides-canaries-and-integrity). */
const integrityName = 'integrity.json';
/** The digests a first load needs, and integrity.json's: what config.json pins. */
const firstIntegrityName = 'first-integrity.json';

module.exports = { integrityName, firstIntegrityName };
