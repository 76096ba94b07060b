/**
 * The handlers that serve a folder's files, in order: from memory (memory-static.cjs) when
 * a file memory is given, then the build's brotli / gzip copy from disk (precompressed.cjs),
 * then express.static.
 */
const express = require('express');
const { memoryStatic } = require('./memory-static.cjs');
const { precompressed } = require('./precompressed.cjs');

/**
 * @param {string} dir
 * @param {object} options
 * @param {(res: import('http').ServerResponse, file: string) => void} options.setHeaders  Cache-Control by file
 * @param {ReturnType<import('./file-memory.cjs').createFileMemory> | null} [options.memory]  none: disk only
 * @param {(file: string) => boolean} [options.isImmutable]  which files memory may answer
 * @param {boolean} [options.fallthrough]  express.static's: false answers a missing file 404 itself
 */
function serveFiles(dir, { setHeaders, memory = null, isImmutable = () => false, fallthrough = true }) {
  return [
    ...(memory ? [memoryStatic(dir, { memory, isImmutable, setHeaders })] : []),
    precompressed(dir, { setHeaders }),
    express.static(dir, { index: false, fallthrough, setHeaders }),
  ];
}

module.exports = { serveFiles };
