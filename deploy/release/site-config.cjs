/**
 * The site's runtime config (<root>/config.json): read, and switched atomically after the
 * browser's own checks, every section's (checkRuntimeConfig of @zomato/shared/check-runtime-config,
 * docs/architecture.md#runtime-config).
 */
const { existsSync, readFileSync } = require('node:fs');
const { ReleaseRefused } = require('./errors.cjs');
const { jsonText, writeFileAtomic } = require('./files.cjs');
const { pinIntegrity } = require('./integrity.cjs');
const { configFile, configLockFile } = require('./layout.cjs');
const { withLockWaiting } = require('./lock.cjs');
// The browser's own rules, built for Node (the package's "node" condition: no TypeScript at run time).
const { checkRuntimeConfig: parseRuntimeConfig } = require('@zomato/shared/check-runtime-config');

/** The config as it is on disk (text and value); a refusal when there is none or it is bad. */
function readSiteConfig(root) {
  const file = configFile(root);
  if (!existsSync(file)) throw new ReleaseRefused(`no site at ${root} (no config.json): stage it first`);
  const text = readFileSync(file, 'utf8');
  let value;
  try {
    value = JSON.parse(text);
    parseRuntimeConfig(value);
  } catch (error) {
    throw new ReleaseRefused(`${file} is not a valid runtime config: ${error.message}`);
  }
  return { text, value };
}

/** Writes a whole new config (stage), checked first. */
function writeSiteConfig(root, value) {
  pinIntegrity(root, value);
  parseRuntimeConfig(value);
  writeFileAtomic(configFile(root), jsonText(value));
}

/**
 * Changes the config under its lock (another remote's release may be switching too):
 * change(config) edits a fresh copy of what is on disk; the result is checked, then
 * written beside and renamed over. Readers see the old file or the new one.
 */
function switchSiteConfig(root, change) {
  return withLockWaiting(configLockFile(root), 'a runtime config switch', () => {
    const { value } = readSiteConfig(root);
    const before = { ...value.remotes };
    const result = change(value);
    // Every switch pins the digests of what the config now names, and of what it named before (integrity.cjs).
    pinIntegrity(root, value, before);
    try {
      parseRuntimeConfig(value);
    } catch (error) {
      throw new ReleaseRefused(`the switched config would be invalid: ${error.message}`);
    }
    writeFileAtomic(configFile(root), jsonText(value));
    return result;
  });
}

module.exports = { readSiteConfig, writeSiteConfig, switchSiteConfig, parseRuntimeConfig };
