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

test("an early answer to ADD TO CART is drawn with checkout's code in a lane of its own, never in a section's lane", () => {
  const pages = runFixture('answer-lanes.mjs');
  // A section's own lane runs that section alone.
  expect(pages.detail.clientOnly).toEqual(['dining', 'checkout']);
  // The answer on a delivery page: delivery's and checkout's code, in another thread.
  expect(pages.detailAdded.clientOnly).toEqual(['dining']);
  expect(pages.detailAdded.threadId).not.toBe(pages.detail.threadId);
  expect(pages.detailAdded.threadId).not.toBe(pages.cart.threadId);
  // On a shell page (search details): checkout's own lane.
  expect(pages.searchDetail.clientOnly).toEqual(['delivery', 'dining', 'checkout']);
  expect(pages.searchDetailAdded.threadId).toBe(pages.cart.threadId);
});
