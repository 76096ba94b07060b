const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { apps, remotes } = require('../apps.cjs');
const { webApps } = require('../jest/projects.cjs');
const { siteConfig } = require('../runtime-config.cjs');
const sharedDeps = require('../webpack/shared-deps.cjs');

/**
 * One list of apps (tools/apps.cjs): the lint zones and Jest projects are made from it; what
 * cannot read it (JSON files, the browser's TypeScript) is checked against it here. An app has
 * one name, its key: package, federation name, webpack's uniqueName and runtime
 * config key alike; only its folder is named apart.
 */
const root = join(__dirname, '..', '..');
const json = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const text = (path) => readFileSync(join(root, path), 'utf8');
const dirs = apps.map((app) => app.dir);

test('the workspaces are the two libraries, the serving rules, the data service and every app', () => {
  expect(json('package.json').workspaces.sort()).toEqual(
    ['shared', 'section-ui', 'serving', 'mock-api', ...dirs].sort(),
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

test("the browser's remote keys and the runtime config's are the list's", () => {
  const keys = /remoteKeys = \[([^\]]*)\]/.exec(text('shared/src/config/remote-keys.ts'))?.[1] ?? '';
  expect([...keys.matchAll(/'([a-z]+)'/g)].map(([, key]) => key)).toEqual(remotes.map((app) => app.key));
  expect(Object.keys(siteConfig({}).remotes)).toEqual(remotes.map((app) => app.key));
});

test('an app has no name but its key', () => {
  for (const app of apps) {
    expect(app).not.toHaveProperty('name');
    // A remote's name is a global of the page (its remoteEntry.js defines it): an identifier.
    expect(app.key).toMatch(/^[a-z]+$/);
  }
});

test("no element id (or frame or form name) the apps write is an app's name", () => {
  // Each is a property of window, which the federation runtime would take for the remote's
  // container (the global its remoteEntry.js defines): docs/architecture.md#apps.
  const sources = ['tools/webpack', ...webApps.map((dir) => `${dir}/src`)];
  const pages = execFileSync('git', ['ls-files', '-z', '--', ...sources], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => /\.(tsx|html)$/.test(file) && !file.includes('__tests__'));
  const ids = pages.flatMap((file) =>
    [...text(file).matchAll(/\b(?:id|name)=\{?["'`]([\w-]+)["'`]/g)].map(([, id]) => id),
  );
  expect(ids).toContain('root');
  expect(ids.filter((id) => apps.some((app) => app.key === id))).toEqual([]);
});

test("each app's package is named by its key", () => {
  for (const app of apps) expect(json(`${app.dir}/package.json`).name).toBe(`@zomato/${app.key}`);
});

describe.each(apps)("$dir's webpack builds", ({ dir, key }) => {
  const configs = [require(join(root, dir, 'webpack.config.cjs'))({}, { mode: 'production' })].flat();
  const federationName = (config) =>
    config.plugins.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin')?._options.name;

  it(`are federated as '${key}', with webpack names made from it`, () => {
    const federated = configs.filter(federationName);
    // The browser build and the render server's.
    expect(federated).toHaveLength(2);
    for (const config of federated) expect(federationName(config)).toBe(key);
    for (const config of configs) {
      expect(config.name).toMatch(new RegExp(`^${key}(_|$)`));
      expect(config.output.uniqueName).toBe(config.name);
    }
  });
});

test('the section UI is bundled by each app, never a federation shared module', () => {
  // A shared copy would be the shell's, and a section's UI change would wait for a shell release.
  expect(Object.keys(sharedDeps())).toContain('@zomato/shared');
  expect(Object.keys(sharedDeps()).filter((name) => name.startsWith('@zomato/section-ui'))).toEqual([]);
});
