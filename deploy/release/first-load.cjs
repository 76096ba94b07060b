/**
 * A remote's first-load bytes: what a visitor downloads the first time the shell uses it:
 * its manifest, its entry and the scripts and styles each module the shell relies on needs
 * at once (not its lazy chunks, nor its copies of shared libraries, which come from the
 * shell). Counted as sent: the brotli copy the build wrote beside a file, else gzip, else
 * the file itself.
 */
const { statSync } = require('node:fs');
const { join } = require('node:path');

const sizeOf = (file) => statSync(file, { throwIfNoEntry: false })?.size;

/** The size a file travels at (its .br or .gz copy when the build wrote one). */
function sentBytes(dir, path) {
  for (const suffix of ['.br', '.gz', '']) {
    const size = sizeOf(join(dir, path + suffix));
    if (size !== undefined) return size;
  }
  return 0;
}

/** The remote entry's path in the build, from its manifest. */
function entryPath(manifest) {
  const entry = manifest.metaData?.remoteEntry ?? {};
  return [entry.path, entry.name].filter(Boolean).join('/');
}

/** Files of a first load: manifest, entry, and the sync JS and CSS of the given exposes. */
function firstLoadFiles(manifest, exposes) {
  const files = new Set(['mf-manifest.json', entryPath(manifest)]);
  for (const expose of manifest.exposes ?? []) {
    if (!exposes.includes(expose.path)) continue;
    for (const file of [...(expose.assets?.js?.sync ?? []), ...(expose.assets?.css?.sync ?? [])])
      files.add(file);
  }
  return [...files];
}

function firstLoadBytes(dir, manifest, exposes) {
  return firstLoadFiles(manifest, exposes).reduce((total, path) => total + sentBytes(dir, path), 0);
}

module.exports = { entryPath, firstLoadFiles, firstLoadBytes, sentBytes };
