/**
 * The release tool checks a site's config.json with the browser's own rules (every section's:
 * checkRuntimeConfig), as @zomato/shared builds them for Node: plain Node runs them, with no
 * TypeScript compiled at run time and no file of the package's src/ loaded.
 */
const { execFileSync } = require('node:child_process');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');

it('reads the config rules through their built package entry, in plain Node', () => {
  const script = `
    const { parseRuntimeConfig } = require('./deploy/release/site-config.cjs');
    const accepted = parseRuntimeConfig({ apiBase: '/api', canaries: {} });
    let refused;
    try {
      parseRuntimeConfig({ apiBase: '/api', overrides: { enabled: 'yes' } });
    } catch (error) {
      refused = error.message;
    }
    const loaded = Object.keys(require.cache);
    console.log(JSON.stringify({
      accepted: accepted.apiBase,
      refused,
      typescript: loaded.filter((file) => /\\.[cm]?tsx?$/.test(file) || file.includes('/node_modules/tsx/')),
      sources: loaded.filter((file) => file.includes('/shared/src/')),
      rules: loaded.filter((file) => file.includes('/shared/dist/')).length > 0,
    }));`;
  const result = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' }));
  expect(result).toEqual({
    accepted: '/api',
    refused: expect.stringMatching(/overrides/),
    typescript: [],
    sources: [],
    rules: true,
  });
});
