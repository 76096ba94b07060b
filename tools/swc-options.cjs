const path = require('node:path');

const root = path.join(__dirname, '..');

/**
 * swc's options for the apps' TypeScript and JSX, for webpack (swc-loader) and Jest alike.
 * The JS target is not written here: swc reads the browsers of the root .browserslistrc.
 * `refresh`: the component registrations React Fast Refresh needs (`npm run dev` only).
 */
const swcOptions = ({ development = false, refresh = false } = {}) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development, refresh } },
  },
  env: { path: root },
});

module.exports = { swcOptions };
