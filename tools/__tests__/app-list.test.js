const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { apps, remotes } = require('../apps.cjs');
const { webApps } = require('../jest/projects.cjs');
const sharedDeps = require('../webpack/shared-deps.cjs');

/**
 * One list of apps (tools/apps.cjs): the lint zones and Jest projects are made from it; what
 * cannot read it (JSON files, the browser's TypeScript) is checked against it here.
 */
const root = join(__dirname, '..', '..');
const json = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const text = (path) => readFileSync(join(root, path), 'utf8');
const dirs = apps.map((app) => app.dir);

test('the workspaces are the two libraries, the data service and every app', () => {
  expect(json('package.json').workspaces.sort()).toEqual(
    ['shared', 'section-ui', 'mock-api', ...dirs].sort(),
  );
});

test("TypeScript checks the sources Jest tests: the two libraries' and every app's", () => {
  const include = json('tsconfig.json').include;
  for (const dir of webApps) expect(include).toContain(`${dir}/src`);
});

test('the federation contract names exactly the remotes', () => {
  expect(Object.keys(json('shared/src/federation/contract.json')).sort()).toEqual(
    remotes.map((app) => app.key).sort(),
  );
});

test("the runtime config's remote keys and federation names are the list's", () => {
  const keys = /remoteKeys = \[([^\]]*)\]/.exec(text('shared/src/config/remote-keys.ts'))?.[1] ?? '';
  expect([...keys.matchAll(/'([a-z]+)'/g)].map(([, key]) => key)).toEqual(remotes.map((app) => app.key));
  const names = text('shared/src/config/runtime-config.ts');
  for (const app of remotes) expect(names).toMatch(new RegExp(`\\b${app.key}: '${app.name}'`));
});

test("each app's package is named by its key", () => {
  for (const app of apps) expect(json(`${app.dir}/package.json`).name).toBe(`@zomato/${app.key}`);
});

test('the section UI is bundled by each app, never a federation shared module', () => {
  // A shared copy would be the shell's, and a section's UI change would wait for a shell release.
  expect(Object.keys(sharedDeps())).toContain('@zomato/shared');
  expect(Object.keys(sharedDeps()).filter((name) => name.startsWith('@zomato/section-ui'))).toEqual([]);
});
