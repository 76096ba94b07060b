const path = require('node:path');
const { DefinePlugin } = require('webpack');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');

/**
 * React Fast Refresh for `npm run dev` (docs/serving.md#dev-mode): an edited
 * component re-renders in place, keeping its state, in its app's standalone page and
 * inside the shell. The pieces federation needs beyond the plugin's defaults:
 * - one refresh runtime for the page, whatever container loads first (shared-runtime.cjs);
 * - one "injected" flag for all apps (`library`), so it hooks React once;
 * - each app's hot-update socket on its own dev server (dev-server.cjs), since a remote's
 *   code runs in the shell's page.
 */
const toolsDir = new RegExp(`^${path.join(__dirname, '..').replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')}`);

function fastRefresh(app) {
  return {
    alias: {
      'react-refresh/runtime$': path.join(__dirname, 'shared-runtime.cjs'),
      'react-refresh-runtime-of-this-build$': require.resolve('react-refresh/runtime'),
    },
    plugins: [
      // The build's own runtime files (this folder's among them) hold no components.
      new ReactRefreshPlugin({ library: 'zomato', overlay: false, exclude: [/node_modules/, toolsDir] }),
      new DefinePlugin({ __FAST_REFRESH_SCOPE__: JSON.stringify(app.key) }),
    ],
  };
}

module.exports = { fastRefresh };
