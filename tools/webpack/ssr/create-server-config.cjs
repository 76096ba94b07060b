const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedDeps = require('../shared-deps.cjs');
const { cssRules } = require('../css-rules.cjs');

/** Where a server build goes, beside the browser build it renders for. */
const serverDir = 'server';

/**
 * The server bundle of one app: the same sources and shared singletons as the
 * browser build, built for Node (`async-node`, chunks loaded on demand) so the render
 * server can federate it at run time.
 * - a remote builds a container (server/remoteEntry.js, commonjs-module) whose chunks are
 *   fetched over HTTP from where its entry was found (http-chunk-loading.cjs), so a remote
 *   redeployed alone is rendered from its new version without restarting anything;
 * - the shell builds dist/server/main.js, the renderer (shell/src/server), which the render
 *   server requires from disk.
 * CSS Modules keep the browser build's class names; each stylesheet a module uses is
 * registered per app (ssr-style-loader.cjs), and the renderer puts the browser build's CSS
 * files that hold them in the page. Assets are not emitted again: the
 * browser build's files are the ones the HTML points to.
 *
 * @param {object} options
 * @param {{ key: string, dir: string, exposes?: Record<string, string> }} options.app  the app (tools/apps.cjs, with its folder)
 * @param {'development' | 'production'} options.mode
 * @param {{ resolve: import('webpack').ResolveOptions, script: import('webpack').RuleSetRule, plugins: import('webpack').WebpackPluginInstance[] }} options.sharedRules
 *   what the browser build's config has too (create-app-config.cjs)
 * @param {boolean} options.isHost  the shell (its renderer) rather than a remote (its container)
 * @returns {import('webpack').Configuration}
 */
function createServerConfig({ app, mode, sharedRules, isHost }) {
  const production = mode === 'production';
  return {
    name: `${app.key}_server`,
    mode,
    target: 'async-node',
    context: app.dir,
    // A remote's only entry is its container; the shell's is the renderer.
    entry: isHost ? { main: './src/entry/entry.server.ts' } : {},
    devtool: false,
    output: {
      path: path.join(app.dir, 'dist', serverDir),
      // The shell's assets live at '/', as in its browser build. A remote's public path is
      // set when its container starts (http-chunk-loading.cjs): the browser build's folder.
      publicPath: isHost ? '/' : '/__unset__/',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: `${app.key}_server`,
      ...(isHost ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: sharedRules.resolve,
    module: {
      rules: [
        sharedRules.script,
        ...cssRules({
          appName: app.key,
          production,
          styleLoader: { loader: path.join(__dirname, 'ssr-style-loader.cjs'), options: { app: app.key } },
          sourceMap: false,
        }),
        {
          test: /\.(png|jpe?g|gif|svg|webp|avif)$/i,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.key,
        ...(isHost
          ? { remoteType: 'script' }
          : {
              filename: 'remoteEntry.js',
              exposes: app.exposes,
              library: { type: 'commonjs-module' },
            }),
        shared: sharedDeps({ server: true }),
        shareStrategy: 'loaded-first',
        runtimePlugins: isHost ? [] : [path.join(__dirname, 'http-chunk-loading.cjs')],
        manifest: false,
        dts: false,
      }),
      ...sharedRules.plugins,
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig, serverDir };
