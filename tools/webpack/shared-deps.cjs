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
 *
 * The router is shared as tools/webpack/react-router-api.mjs, only the part the apps use, since
 * a shared module is never tree-shaken. `react-router` is that singleton under the
 * 'react-router-dom' key (import: false): two share keys would load a second router.
 *
 * Server builds share react-router-server-api.mjs instead: the same names and the server's own.
 *
 * @param {{ server?: boolean }} [options]
 * @returns {import('@module-federation/enhanced').moduleFederationPlugin.SharedObject}
 */
module.exports = function sharedDeps({ server = false } = {}) {
  const singleton = (name, version) => ({ singleton: true, requiredVersion: version });
  const router = { ...singleton('react-router-dom', range('react-router-dom')), version: routerPkg.version };
  const routerApi = path.join(__dirname, server ? 'react-router-server-api.mjs' : 'react-router-api.mjs');
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
