/**
 * deploy/cli.mjs as a section team runs it: one line per command, exit 0 when done, 1 with
 * the reason on stderr when refused (the site unchanged), 2 for a wrong command line.
 */
const { spawnSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { stageSite } = require('../release/release.cjs');
const layout = require('../release/layout.cjs');
const { makeRemote, makeShell, scratch } = require('./fixtures.js');
const { remoteFirstLoadKB } = require('../release/remote-budgets.cjs');

const temp = scratch();
afterAll(() => temp.cleanup());

const cli = (...args) => {
  const result = spawnSync(process.execPath, [join(__dirname, '../cli.mjs'), ...args], { encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
};

let root;
beforeAll(() => {
  root = join(temp.dir('cli-site'), 'root');
  stageSite(root, {
    shellDist: makeShell(temp.dir('shell')),
    dists: { dining: makeRemote(temp.dir('dining'), 'dining') },
    env: {},
  });
});

const configText = () => readFileSync(layout.configFile(root), 'utf8');
const version = /[0-9a-f]{12}/.source;

test('release, status, rollback and prune each answer one line', () => {
  const first = layout.versionOfUrl('dining', JSON.parse(configText()).remotes.dining);
  const released = cli('release', root, 'dining', makeRemote(temp.dir('next'), 'dining', { text: 'v2' }));
  expect(released).toMatchObject({ code: 0, stderr: '' });
  expect(released.stdout).toMatch(
    new RegExp(
      `^released dining (${version}) \\(was ${first}\\): first load \\d+\\.\\d KB of ${remoteFirstLoadKB.dining.toFixed(1)} KB, \\d+ files, \\d+\\.\\d MB, in \\d+ ms$`,
    ),
  );
  const second = released.stdout.split(' ')[2];

  const text = cli('status', root);
  expect(text.code).toBe(0);
  expect(text.stdout).toMatch(
    new RegExp(`^dining: ${second} \\(released .*\\), previous ${first}; kept 2: `),
  );
  const json = JSON.parse(cli('status', root, '--json').stdout);
  expect(json.remotes.dining).toMatchObject({
    current: second,
    previous: first,
    versions: [{ version: second }, { version: first }],
  });

  const back = cli('rollback', root, 'dining');
  expect(back).toMatchObject({ code: 0, stderr: '' });
  expect(back.stdout).toMatch(new RegExp(`^rolled dining back to ${first} \\(was ${second}\\) in \\d+ ms$`));
  expect(cli('prune', root)).toEqual({ code: 0, stdout: 'nothing to prune', stderr: '' });
});

test('a refusal: exit 1, one line on stderr saying why, the config unchanged', () => {
  const before = configText();
  const refused = cli('release', root, 'dining', join(root, 'no-such-build'));
  expect(refused).toEqual({
    code: 1,
    stdout: '',
    stderr: `release refused: no build folder at ${join(root, 'no-such-build')}`,
  });
  const unknown = cli('rollback', root, 'dining', '000000000000');
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toMatch(
    /^rollback refused: dining has no kept version "000000000000" \(kept: .*\)$/,
  );
  expect(configText()).toBe(before);
});

test('`remote`, the old name, releases too', () => {
  const result = cli('remote', root, 'dining', makeRemote(temp.dir('next'), 'dining', { text: 'v3' }));
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(/^released dining /);
});

test('a wrong command line: exit 2 with the usage', () => {
  expect(cli('release', root)).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('release: needs <key> <dist>'),
  });
  expect(cli('launch', root)).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('unknown command launch'),
  });
  expect(cli()).toMatchObject({ code: 2, stderr: expect.stringContaining('usage: deploy/cli.mjs') });
});
