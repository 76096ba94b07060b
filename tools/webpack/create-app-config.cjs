const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedDeps = require('./shared-deps.cjs');
const { devServerFor } = require('./dev-server.cjs');
const { precompressPlugins } = require('./precompress.cjs');
const { PreloadStartupPlugin, serverPagePlugin } = require('./preload-startup-plugin.cjs');
const { RouterApiPlugin } = require('./router-api-plugin.cjs');
const { loadTimeoutMs } = require('./load-timeout.cjs');
const { ScriptIntegrityPlugin } = require('./script-integrity-plugin.cjs');
const { federationRuntimeConfig, federationRuntimeFile } = require('./federation-runtime-config.cjs');
const { apps } = require('../apps.cjs');
const { swcOptions } = require('../swc-options.cjs');
const { cssRules } = require('./css-rules.cjs');
const { cssFilePlugins, extractLoader } = require('./css-files.cjs');
const { createServerConfig, serverDir } = require('./ssr/create-server-config.cjs');
const { fastRefresh } = require('./fast-refresh/fast-refresh.cjs');
const { startUpChunk } = require('./start-up-chunk.cjs');

const routerDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');

/**
 * The webpack config of one app (shell or remote). Every rule lives here once so the
 * six builds cannot drift apart.
 *
 * @param {object} options
 * @param {string} options.dir     the app folder (__dirname of its webpack.config.cjs)
 * @param {string} options.key     its key in tools/apps.cjs ('shell', 'delivery'…)
 * @param {string} options.title   page title of its html (shell page / standalone QA page)
 * @param {Record<string,string>} [options.exposes]  remotes only
 */
module.exports = function createAppConfig({ dir, key, title, exposes }) {
  const meta = apps.find((entry) => entry.key === key);
  if (!meta) throw new Error(`tools/apps.cjs has no app "${key}"`);
  const app = { ...meta, dir, title, exposes };
  const isHost = !exposes;
  return (env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    // `npm run dev`: React Fast Refresh (fast-refresh/), never in a build.
    const refresh = env?.WEBPACK_SERVE && !production ? fastRefresh(app) : undefined;
    const outputPath = path.join(app.dir, 'dist');
    // Production remotes use the host's federation runtime instead of a copy of their own
    // (docs/decisions/0003-external-federation-runtime.md); their standalone QA page loads it first from federation-runtime.js.
    const externalRuntime = production && !isHost;
    // The host's page paints the top bar's wordmark while its scripts load (index.html);
    // the landing page has no top bar, so the server sends it landing.html, without it.
    const pages = isHost
      ? [
          { filename: 'index.html', bootFrame: true },
          { filename: 'landing.html', bootFrame: false },
        ]
      : [{ filename: 'index.html', bootFrame: false }];
    const resolve = {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // The one router module every build shares (see react-router-api.mjs).
      alias: { 'react-router-build$': path.join(routerDist, mode, 'index.mjs'), ...refresh?.alias },
    };
    const script = {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: swcOptions({ development: !production, refresh: Boolean(refresh) }),
      },
    };
    /** @type {import('webpack').Configuration} */
    const config = {
      name: app.key,
      mode,
      context: app.dir,
      // The shell starts from its entry folder (shell/src/entry/README.md); a remote from src/index.ts.
      entry: { main: isHost ? './src/entry/entry.client.ts' : './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      optimization: {
        splitChunks: {
          cacheGroups: {
            // React, React DOM, the router (with the part of it the apps share: react-router-api.mjs)
            // and zustand in one file, not seven (docs/serving.md#first-paint-before-the-code).
            reactLibs: {
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|zustand)[\\/]|[\\/]react-router(-server)?-api\.mjs$/,
              name: 'react-libs',
              chunks: 'async',
              enforce: true,
            },
            // The first load's own code in one file (start-up-chunk.cjs).
            startUp: startUpChunk({ isHost }),
          },
        },
        minimizer: [
          new MinimizerPlugin({
            // Terser's third pass (webpack's default is two) takes a little more off a first visit.
            terserOptions: { compress: { passes: 3 } },
            // Licence comments go to each chunk's .LICENSE.txt beside it, as by default, without
            // a banner line pointing there in every chunk.
            extractComments: { banner: false },
          }),
        ],
      },
      output: {
        path: outputPath,
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: app.key,
        chunkLoadTimeout: loadTimeoutMs,
        // A chunk from another origin is fetched with CORS, which its digest check needs
        // (script-integrity-plugin.cjs); same-origin chunks are unchanged.
        crossOriginLoading: 'anonymous',
        // dist/server is the server build's; it cleans it itself.
        clean: {
          keep: (file) =>
            file.startsWith(`${serverDir}/`) || (externalRuntime && file.startsWith(federationRuntimeFile)),
        },
      },
      resolve,
      module: {
        rules: [
          script,
          ...cssRules({
            appName: app.key,
            production,
            // Production: CSS files (css-files.cjs); `npm run dev`: style-loader's <style>
            // elements, which an edited stylesheet replaces in place.
            styleLoader: production ? extractLoader : require.resolve('style-loader'),
            sourceMap: !production,
          }),
          { test: /\.(png|jpe?g|gif|svg|webp|avif)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.key,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: app.exposes }),
          shared: sharedDeps(),
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            require.resolve('./federation-runtime-plugin.cjs'),
            ...(isHost
              ? [
                  require.resolve('./provide-federation-runtime.mjs'),
                  require.resolve('./page-css-plugin.cjs'),
                ]
              : []),
          ],
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: {
            ...(externalRuntime ? { externalRuntime: true } : {}),
            // Browser builds: the runtime's Node-only branches (file-system and vm loading) are left out.
            optimization: { target: 'web' },
          },
        }),
        ...pages.map(
          ({ filename, bootFrame }) =>
            new HtmlWebpackPlugin({
              filename,
              template: path.join(__dirname, 'index.html'),
              title: app.title,
              favicon: path.join(__dirname, 'favicon.svg'),
              scriptLoading: 'defer',
              // The page's own entry only: a remote's remoteEntry.js is for hosts, and on its
              // standalone page would be a second webpack runtime.
              chunks: ['main'],
              // The page is served at / (shell, or a remote standalone); nested routes need absolute URLs.
              publicPath: '/',
              federationRuntime: externalRuntime ? `/${federationRuntimeFile}` : undefined,
              bootFrame,
            }),
        ),
        new RouterApiPlugin(),
        // A remote's chunks are pinned to its release; the shell's own never are.
        ...(isHost ? [] : [new ScriptIntegrityPlugin()]),
        ...(isHost && production ? [new PreloadStartupPlugin(), serverPagePlugin(app.dir)] : []),
        ...(production ? cssFilePlugins(isHost ? 'main' : app.key, { pinned: !isHost }) : []),
        ...(production ? precompressPlugins() : []),
        ...(refresh?.plugins ?? []),
      ],
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: devServerFor(app),
    };
    /** @type {import('webpack').Configuration[]} */
    const configs = [config];
    if (externalRuntime) configs.push(federationRuntimeConfig({ app, outputPath, mode }));
    // Every app builds a server bundle (server rendering, docs/decisions/0006); it goes to
    // dist/server, which the browser build's clean keeps.
    if (!env?.WEBPACK_SERVE) {
      const sharedRules = { resolve, script, plugins: [new RouterApiPlugin({ server: true })] };
      configs.push(createServerConfig({ app, mode, sharedRules, isHost }));
    }
    return configs.length === 1 ? config : configs;
  };
};
