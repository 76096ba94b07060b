const path = require('node:path');
const { precompressPlugins } = require('./precompress.cjs');

/** The file a remote's standalone page loads before its own scripts. */
const federationRuntimeFile = 'federation-runtime.js';

/**
 * A production remote's remote entry reads the federation runtime from a global the host
 * sets (`experiments.externalRuntime`). On its standalone QA page there is no host, so
 * the remote's build also emits federation-runtime.js, which sets that global; the page
 * loads it first. Its name has no hash: like remoteEntry.js it is revalidated on load.
 *
 * @param {object} options
 * @param {{ key: string }} options.app  the remote (tools/apps.cjs)
 * @param {string} options.outputPath     the remote's dist folder
 * @param {'development' | 'production'} options.mode
 * @returns {import('webpack').Configuration}
 */
function federationRuntimeConfig({ app, outputPath, mode }) {
  return {
    name: `${app.key}_federation_runtime`,
    mode,
    context: __dirname,
    entry: { [path.basename(federationRuntimeFile, '.js')]: './provide-federation-runtime.mjs' },
    devtool: 'source-map',
    output: {
      path: outputPath,
      filename: '[name].js',
      uniqueName: `${app.key}_federation_runtime`,
      clean: false,
    },
    plugins: precompressPlugins(),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { federationRuntimeConfig, federationRuntimeFile };
