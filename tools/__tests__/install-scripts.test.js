const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/*
 * npm 11 warns on every install about a package whose install script `allowScripts` neither allows
 * nor denies: each one the lock holds is decided in package.json, so a first `npm install` is quiet.
 */
const root = join(__dirname, '..', '..');
const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

describe('install scripts', () => {
  const { allowScripts = {} } = readJson('package.json');
  const withScripts = Object.entries(readJson('package-lock.json').packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));

  it('finds the packages that have one', () => {
    expect(withScripts).toContain('@swc/core');
  });

  it.each(withScripts)('%s is allowed or denied in allowScripts', (name) => {
    expect(typeof allowScripts[name]).toBe('boolean');
  });
});
