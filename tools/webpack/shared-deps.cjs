const rootPkg = require('../../shell/package.json');
const sharedPkg = require('../../shared/package.json');

const range = (name) => {
  const version = rootPkg.dependencies[name];
  if (!version) throw new Error(`shell/package.json has no version for shared dependency ${name}`);
  return version;
};

/**
 * The singletons of every build (DESIGN section 1): one React, one router, one store.
 * `react/` and `react-dom/` share their subpaths (jsx-runtime, client).
 */
module.exports = function sharedDeps() {
  const singleton = (name, version) => ({ singleton: true, requiredVersion: version });
  return {
    react: singleton('react', range('react')),
    'react/': singleton('react/', range('react')),
    'react-dom': singleton('react-dom', range('react-dom')),
    'react-dom/': singleton('react-dom/', range('react-dom')),
    'react-router': singleton('react-router', range('react-router-dom')),
    'react-router-dom': singleton('react-router-dom', range('react-router-dom')),
    zustand: singleton('zustand', range('zustand')),
    '@zomato/shared': singleton('@zomato/shared', `^${sharedPkg.version}`),
  };
};
