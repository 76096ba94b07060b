const path = require('node:path');
const rootPkg = require('../../shell/package.json');
const sharedPkg = require('../../shared/package.json');
const routerPkg = require('react-router/package.json');

const range = (name) => {
  const version = rootPkg.dependencies[name];
  if (!version) throw new Error(`shell/package.json has no version for shared dependency ${name}`);
  return version;
};

/**
 * The singletons of every build (docs/architecture.md#shared-singletons): one React, one router, one store.
 * `react/` and `react-dom/` share their subpaths (jsx-runtime, client).
 *
 * The router is shared as tools/webpack/react-router-api.mjs, which re-exports the part
 * of react-router the apps use: a shared module is never tree-shaken, and the whole
 * package is 61 KB gzip. `react-router` is the same singleton under the name
 * 'react-router-dom' (import: false: it never brings a copy of its own). Providing that
 * module under two share keys makes a remote load a second router (null router context).
 *
 * @returns {import('@module-federation/enhanced').moduleFederationPlugin.SharedObject}
 */
module.exports = function sharedDeps() {
  const singleton = (name, version) => ({ singleton: true, requiredVersion: version });
  const router = { ...singleton('react-router-dom', range('react-router-dom')), version: routerPkg.version };
  const routerApi = path.join(__dirname, 'react-router-api.mjs');
  return {
    react: singleton('react', range('react')),
    'react/': singleton('react/', range('react')),
    'react-dom': singleton('react-dom', range('react-dom')),
    'react-dom/': singleton('react-dom/', range('react-dom')),
    'react-router-dom': { ...router, import: routerApi },
    'react-router': { ...router, import: false, shareKey: 'react-router-dom' },
    zustand: singleton('zustand', range('zustand')),
    '@zomato/shared': singleton('@zomato/shared', `^${sharedPkg.version}`),
    // The cart calls: one queue per page, loaded only by what changes the cart (shared/src/cart/).
    '@zomato/shared/cart': singleton('@zomato/shared/cart', `^${sharedPkg.version}`),
  };
};
