const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

/** render-lanes.mjs with a stand-in bundle (fixtures/): which worker thread draws which page across a release. */
test('after a release, only the released section’s lane and the shell’s start again; the rest go on', () => {
  const run = spawnSync(process.execPath, [join(__dirname, 'fixtures', 'lanes-across-release.mjs')], {
    encoding: 'utf8',
    timeout: 30000,
  });
  expect(run.stderr).toBe('');
  const { first, second, afterClose } = JSON.parse(run.stdout);
  expect(new Set(Object.values(first)).size).toBe(3);
  expect(second.delivery).toBe(first.delivery);
  expect(second.dining).not.toBe(first.dining);
  expect(second.shell).not.toBe(first.shell);
  // The old lanes closing leaves the lane they handed over running.
  expect(afterClose).toEqual(second);
});
