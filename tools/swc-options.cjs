const path = require('node:path');

const root = path.join(__dirname, '..');

/**
 * swc's options for the apps' TypeScript and JSX, for webpack (swc-loader) and Jest alike.
 * The JS target is not written here: swc reads the browsers of the root .browserslistrc.
 */
const swcOptions = ({ development = false } = {}) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development } },
  },
  env: { path: root },
});

module.exports = { swcOptions };
