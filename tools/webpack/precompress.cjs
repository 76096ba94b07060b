const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** The text files of a build that get compressed copies. */
const textual = /\.(js|css|html|svg|json)$/;

/**
 * Below this a compressed copy saves too little to be worth a file. Small files count: a first
 * visit fetches several start-up chunks and the boot script of a few hundred bytes, which were
 * sent as they are (under the servers' 512-byte on-the-fly threshold) or at on-the-fly quality.
 */
const minBytes = 256;

/**
 * A brotli (quality 11) and a gzip (level 9) copy beside every text file of 256 bytes or more
 * (docs/decisions/0004-precompression.md), made by compression-webpack-plugin, so the
 * server sends the smallest encoding without compressing on each request (on-the-fly
 * brotli runs at a low quality: react-dom is 65 KB that way, 56 KB here).
 * scripts/lib/site-server.mjs and nginx serve them; a server that does not know them
 * ignores them. Every copy is kept, even one that saves little (minRatio).
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
