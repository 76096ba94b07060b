const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedDeps = require('./shared-deps.cjs');
const { devServerFor } = require('./dev-server.cjs');
const { apps } = require('../apps.cjs');

const chunkLoadTimeout = 120000;

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
    const cssName = production ? '[hash:base64:6]' : '[name]__[local]';
    return {
      name: app.name,
      mode,
      context: app.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: app.name,
        chunkLoadTimeout,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              'style-loader',
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    // The app name in every class keeps styles from leaking between apps.
                    localIdentName: `${app.name}_${cssName}`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|webp|avif)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: app.exposes }),
          shared: sharedDeps(),
          shareStrategy: 'loaded-first',
          runtimePlugins: [require.resolve('./federation-runtime-plugin.cjs')],
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.title,
          favicon: path.join(__dirname, 'favicon.svg'),
          scriptLoading: 'defer',
          // The page is served at / (shell, or a remote standalone); nested routes need absolute URLs.
          publicPath: '/',
        }),
      ],
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: devServerFor(app),
    };
  };
};
