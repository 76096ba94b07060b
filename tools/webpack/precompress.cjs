const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** The text files of a build that get compressed copies. */
const textual = /\.(js|css|html|svg|json)$/;

/** Below this a copy saves too little; set low because a first visit fetches several small start-up files. */
const minBytes = 256;

/**
 * Brotli and gzip copies at top quality beside every text file (docs/decisions/0004-precompression.md),
 * so servers send the smallest encoding without compressing per request. Every copy is kept (minRatio).
 */
const precompressPlugins = () => [
  // Brotli's options, not zlib's (the plugin's type parameter, zlib's by default).
  new /** @type {typeof CompressionPlugin<import('node:zlib').BrotliOptions>} */ (CompressionPlugin)({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    test: textual,
    threshold: minBytes,
    minRatio: Infinity,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: 9 },
    test: textual,
    threshold: minBytes,
    minRatio: Infinity,
  }),
];

module.exports = { precompressPlugins };
