/**
 * `deploy/cli.mjs release` whose copy fails halfway (a full disk, a lost mount), for the
 * tests of what a failed release leaves: the same release code, with a copy function that
 * throws after half the files. Usage: node release-with-failing-copy.cjs <root> <key> <dist>
 */
const { copyFileSync } = require('node:fs');
const { release } = require('../../deploy/release/release.cjs');

const [root, key, dist] = process.argv.slice(2);
let copied = 0;
const failHalfway = (total) => (from, to) => {
  if (copied >= Math.floor(total / 2)) throw new Error('ENOSPC: no space left on device (simulated)');
  copyFileSync(from, to);
  copied += 1;
};
try {
  release({
    root,
    key,
    dist,
    copyFile: failHalfway(require('node:fs').readdirSync(dist, { recursive: true }).length),
  });
  console.log('released');
} catch (error) {
  console.error(`release refused: ${error.message}`);
  process.exit(1);
}
