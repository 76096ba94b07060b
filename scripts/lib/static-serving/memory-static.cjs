/**
 * Answers requests for files that never change under their name (the cache rules' immutable
 * ones: content-hashed names, released version folders) from a file memory (file-memory.cjs),
 * with the status and headers the disk path (precompressed.cjs, then express.static) gives
 * them: the copy for the browser's encoding, Content-Type, Cache-Control, Accept-Ranges,
 * Last-Modified, ETag (send's, from the same stat), Content-Length, HEAD, and 304 for
 * If-None-Match / If-Modified-Since. Whatever it does not answer goes on to the disk path as
 * before: a file that is not immutable, missing or not kept; an unusual path (dot segments,
 * `..`, a trailing slash); a Range, If-Match or If-Unmodified-Since request.
 */
const express = require('express');
const { extname, join, resolve } = require('node:path');
const { copySuffix, preferredEncoding } = require('./precompressed.cjs');

const { mime } = express.static;

/** send's ETag of a file (the etag package's, weak, for a stat): size and mtime in hex. */
const etagOf = (stat) => `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;

const contentTypes = new Map();
/**
 * The Content-Type the disk path sends: send's for the file itself (charset as mime writes
 * it), express's res.type() for a copy (charset in lower case).
 */
function contentTypeOf(file, isCopy) {
  const ext = extname(file);
  const key = `${isCopy ? 'copy' : 'file'}:${ext}`;
  let value = contentTypes.get(key);
  if (value === undefined) {
    const type = mime.lookup(isCopy ? ext : file);
    const charset = mime.charsets.lookup(type);
    value = charset ? `${type}; charset=${isCopy ? charset.toLowerCase() : charset}` : type;
    contentTypes.set(key, value);
  }
  return value;
}

/** Requests send answers in ways kept out of here (206, 416, 412): rare, so left to it. */
const leftToDisk = (headers) =>
  headers.range !== undefined ||
  headers['if-match'] !== undefined ||
  headers['if-unmodified-since'] !== undefined;

/** A path of plain segments: none empty, none starting with a dot, no backslash or NUL. */
const plainPath = /^(?:\/(?!\.)[^/\\\0]+)+$/;

/** What send takes out of a 304 (its removeContentHeaderFields). */
const contentHeaders = [
  'Content-Encoding',
  'Content-Language',
  'Content-Length',
  'Content-Range',
  'Content-Type',
];

/**
 * @param {string} dir
 * @param {object} options
 * @param {ReturnType<import('./file-memory.cjs').createFileMemory>} options.memory
 * @param {(file: string) => boolean} options.isImmutable  the cache rules' verdict on a file path
 * @param {(res: import('http').ServerResponse, file: string) => void} options.setHeaders  Cache-Control
 */
function memoryStatic(dir, { memory, isImmutable, setHeaders }) {
  const base = resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (leftToDisk(req.headers)) return next();
    let pathname;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (!plainPath.test(pathname)) return next();
    const file = join(base, pathname);
    if (!isImmutable(file)) return next();

    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const copy = encoding ? memory.read(`${file}${copySuffix[encoding]}`) : undefined;
    const served = copy ?? memory.read(file);
    if (!served?.bytes) return next();
    const { stat, bytes } = served;

    if (copy) {
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Vary', 'Accept-Encoding');
    }
    res.setHeader('Content-Type', contentTypeOf(file, Boolean(copy)));
    setHeaders(res, file);
    if (!res.getHeader('Accept-Ranges')) res.setHeader('Accept-Ranges', 'bytes');
    if (!res.getHeader('Last-Modified')) res.setHeader('Last-Modified', stat.mtime.toUTCString());
    if (!res.getHeader('ETag')) res.setHeader('ETag', etagOf(stat));

    if ((req.headers['if-none-match'] || req.headers['if-modified-since']) && req.fresh) {
      for (const name of contentHeaders) res.removeHeader(name);
      res.statusCode = 304;
      return res.end();
    }
    res.setHeader('Content-Length', bytes.length);
    return req.method === 'HEAD' ? res.end() : res.end(bytes);
  };
}

module.exports = { memoryStatic };
