const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

/** render-lanes.mjs with a stand-in bundle (fixtures/): which worker thread draws which page. */
const runFixture = (name) => {
  const run = spawnSync(process.execPath, [join(__dirname, 'fixtures', name)], {
    encoding: 'utf8',
    timeout: 30000,
  });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout);
};

test('after a release, only the released section’s lane and the shell’s start again; the rest go on', () => {
  const { first, second, oldDelivery, afterClose } = runFixture('lanes-across-release.mjs');
  expect(new Set(Object.values(first)).size).toBe(3);
  expect(second.delivery).toBe(first.delivery);
  expect(second.dining).not.toBe(first.dining);
  expect(second.shell).not.toBe(first.shell);
  // The old lanes draw the section left as it was in the lane they handed over, not a new one,
  // and closing them leaves that lane running.
  expect(oldDelivery).toBe(first.delivery);
  expect(afterClose).toEqual(second);
});

describe('a lane stuck on a render that never yields takes only the CPU the others leave', () => {
  const fixture = join(__dirname, 'fixtures', 'stuck-lane.mjs');
  const stuckLane = (command, args) => {
    const run = spawnSync(command, args, { encoding: 'utf8', timeout: 30000 });
    expect(run.stderr).toBe('');
    return JSON.parse(run.stdout);
  };
  // Root (as CI runs) may raise a priority again; without CAP_SYS_NICE (util-linux's setpriv drops
  // it), root is like any other user.
  const privileged = process.getuid?.() === 0;

  test('its thread runs at the lowest priority until the render settles', () => {
    const seen = stuckLane(process.execPath, [fixture]);
    expect(seen.answeredByShell).toBe(true);
    expect(seen.priorityWhileStuck).toBe(19);
    expect(seen.drawnBySectionAfter).toBe(true);
    expect(seen.priorityAfter).toBe(seen.priorityBefore);
    // Allowed to give the priority back, the lane goes on; else a new lane takes its place.
    expect(seen.sameThreadAfter).toBe(privileged);
  });

  test('a server without the privilege to give the priority back replaces the lane', () => {
    const seen = privileged
      ? stuckLane('setpriv', ['--bounding-set=-sys_nice', '--inh-caps=-sys_nice', process.execPath, fixture])
      : stuckLane(process.execPath, [fixture]);
    expect(seen.priorityWhileStuck).toBe(19);
    expect(seen.sameThreadAfter).toBe(false);
    expect(seen.drawnBySectionAfter).toBe(true);
    expect(seen.priorityAfter).toBe(seen.priorityBefore);
  });
});

test("a form posted to a page is answered in its section's lane, which runs that section alone", () => {
  const seen = runFixture('form-lanes.mjs');
  expect(seen.detailForm).toMatchObject({ clientOnly: ['checkout'] });
  expect(seen.detailForm.threadId).toBe(seen.detailPage.threadId);
  expect(seen.cartForm).toMatchObject({ clientOnly: ['delivery'] });
  expect(seen.searchDetailForm).toMatchObject({ clientOnly: ['delivery', 'checkout'] });
});
