/**
 * The handlers that serve a folder's files from disk, in order: the build's brotli / gzip copy
 * (precompressed.cjs), then express.static. The kernel's page cache keeps what is read often
 * (docs/decisions/0020-files-from-disk-page-cache-on-lru.md).
 */
const express = require('express');
const { precompressed } = require('./precompressed.cjs');

/**
 * @param {string} dir
 * @param {object} options
 * @param {(res: import('http').ServerResponse, file: string) => void} options.setHeaders  Cache-Control by file
 * @param {boolean} [options.fallthrough]  express.static's: false answers a missing file 404 itself
 */
function serveFiles(dir, { setHeaders, fallthrough = true }) {
  return [precompressed(dir, { setHeaders }), express.static(dir, { index: false, fallthrough, setHeaders })];
}

module.exports = { serveFiles };
