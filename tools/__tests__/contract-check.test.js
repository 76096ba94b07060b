const { readFileSync } = require('node:fs');
const { join, posix } = require('node:path');
const contract = require('../../shared/src/federation/contract.json');
const { remotes } = require('../apps.cjs');

const root = join(__dirname, '..', '..');
/** 'src/app/app' for './src/app/app.tsx'. */
const moduleOf = (path) => posix.normalize(path).replace(/\.[jt]sx?$/, '');

/**
 * Each remote's src/contract-check.ts (a type-only check that its exposed modules have the
 * contract's types) must check the very files contract.json exposes, or it proves nothing.
 */
describe.each(remotes)('$dir/src/contract-check.ts', ({ key, dir }) => {
  const text = readFileSync(join(root, dir, 'src', 'contract-check.ts'), 'utf8');
  const importedFrom = new Map(
    [...text.matchAll(/import type \* as (\w+) from '([^']+)';/g)].map(([, name, from]) => [
      name,
      moduleOf(posix.join('src', from)),
    ]),
  );
  const checked = new Map(
    [...text.matchAll(/'(\.\/\w+)': typeof (\w+);/g)].map(([, expose, name]) => [
      expose,
      importedFrom.get(name),
    ]),
  );

  it(`checks the '${key}' exposes of contract.json, each from its own file`, () => {
    const expected = Object.entries(contract[key]).map(([expose, path]) => [expose, moduleOf(path)]);
    expect([...checked].sort()).toEqual(expected.sort());
  });
});
