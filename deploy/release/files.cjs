/** Files of a build: listing, digests, the content-derived version, atomic writes. */
const { createHash } = require('node:crypto');
const { closeSync, fsyncSync, openSync, readdirSync, readFileSync } = require('node:fs');
const { dirname, join, relative, sep } = require('node:path');
const { brotliCompressSync, constants, gzipSync } = require('node:zlib');
const writeFileAtomicSync = require('write-file-atomic').sync;

/** Every file under dir, as sorted paths relative to it with '/' separators. */
function listFiles(dir) {
  const found = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.sort();
}

/** The digest in Subresource Integrity form ('sha384-<base64>'), as a browser checks it. */
const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** { path, bytes, sha384 } of one file. */
function describeFile(dir, path) {
  const bytes = readFileSync(join(dir, path));
  return { path, bytes: bytes.length, sha384: integrityOf(bytes) };
}

/**
 * The version of a build: 12 hex digits of a SHA-256 over every file's path and digest.
 * The same files always give the same version; one changed byte gives another.
 */
function versionOf(files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0${file.sha384}\n`);
  return hash.digest('hex').slice(0, 12);
}

/**
 * Writes a file so that readers see the old bytes or the new, never a part (write-file-atomic:
 * temp file, fsync, rename), and makes the rename durable.
 */
function writeFileAtomic(file, text) {
  writeFileAtomicSync(file, text, { mode: 0o644 });
  syncDir(dirname(file));
}

/** The compressed copies a server sends in place of a text file (as the build's own, tools/webpack/precompress.cjs). */
const compressedCopies = [
  {
    suffix: '.br',
    compress: (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  },
  { suffix: '.gz', compress: (text) => gzipSync(text, { level: 9 }) },
];

/** Writes a text file and its compressed copies. */
function writeWithCompressedCopies(file, text) {
  for (const { suffix, compress } of compressedCopies) writeFileAtomic(`${file}${suffix}`, compress(text));
  writeFileAtomic(file, text);
}

/** Makes a rename in dir durable (a crash after it keeps the new name). */
function syncDir(dir) {
  let fd;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some file systems cannot fsync a directory; the rename itself is still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const jsonText = (value) => `${JSON.stringify(value, null, 2)}\n`;

module.exports = {
  listFiles,
  integrityOf,
  describeFile,
  versionOf,
  writeFileAtomic,
  writeWithCompressedCopies,
  syncDir,
  readJson,
  jsonText,
};
