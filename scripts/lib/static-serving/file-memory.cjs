/**
 * The bytes of files a server hands out again and again, kept in memory: serving the site's
 * scripts and styles then costs no file reads, streams or descriptors, only one stat.
 *
 * Why: `npm start` serves every static file from one Node process, which also renders pages;
 * express.static and res.sendFile spend CPU on each file (stat, open, read, close and their
 * stream), and a first visit asks for dozens of files before hydrating: on a small machine
 * they queued behind each other and the renders, holding up the page.
 *
 * Never stale: every read stats the file, and kept bytes are used only while the file has
 * the inode, size and mtime it had when read, so a file replaced or rewritten is read again
 * and a deleted one is not served. A same-size rewrite within the file system's mtime
 * resolution would go unseen, so callers keep only files that never change under their name
 * (memory-static.cjs asks the cache rules). Memory is bounded: a file over maxFileBytes is
 * never kept, and past maxTotalBytes the least recently used files are dropped.
 */
const { readFileSync, statSync } = require('node:fs');

const sameFile = (a, b) => a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;

/**
 * @param {{ maxFileBytes?: number, maxTotalBytes?: number }} [limits]
 */
function createFileMemory({ maxFileBytes = 1024 * 1024, maxTotalBytes = 32 * 1024 * 1024 } = {}) {
  /** path -> { stat, bytes }, least recently used first (a Map keeps insertion order). */
  const kept = new Map();
  let totalBytes = 0;

  const forget = (path) => {
    const file = kept.get(path);
    if (!file) return;
    kept.delete(path);
    totalBytes -= file.bytes.length;
  };
  const keep = (path, file) => {
    kept.set(path, file);
    totalBytes += file.bytes.length;
    for (const [oldest, { bytes }] of kept) {
      if (totalBytes <= maxTotalBytes) break;
      kept.delete(oldest);
      totalBytes -= bytes.length;
    }
  };
  /** The bytes, if they can be kept and the file does not change while it is read. */
  const load = (path, stat) => {
    if (stat.size > maxFileBytes || stat.size > maxTotalBytes) return undefined;
    let bytes;
    try {
      bytes = readFileSync(path);
    } catch {
      return undefined;
    }
    const after = statSync(path, { throwIfNoEntry: false });
    if (!after || !sameFile(stat, after) || bytes.length !== stat.size) return undefined;
    return bytes;
  };

  return {
    /**
     * The file as it is now: undefined when it is not a regular file (missing, a folder),
     * else `{ stat, bytes }`, where bytes is undefined for a file not kept (too large,
     * unreadable, changing while read): the caller serves that one from disk.
     */
    read(path) {
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!stat?.isFile()) {
        forget(path);
        return undefined;
      }
      const known = kept.get(path);
      if (known && sameFile(known.stat, stat)) {
        kept.delete(path);
        kept.set(path, known);
        return known;
      }
      forget(path);
      const bytes = load(path, stat);
      if (!bytes) return { stat, bytes: undefined };
      const file = { stat, bytes };
      keep(path, file);
      return file;
    },
    /** What is kept now: how many files, how many bytes. */
    usage: () => ({ files: kept.size, bytes: totalBytes }),
  };
}

module.exports = { createFileMemory };
