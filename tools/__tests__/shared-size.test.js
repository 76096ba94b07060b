const { execFileSync } = require('node:child_process');
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

/*
 * @zomato/shared holds only what must be one per page (docs/decisions/0019-shared-one-per-page.md):
 * what one app uses lives in that app, what several bundle in @zomato/section-ui. Its size is the
 * sign when something that is not one per page creeps back in.
 */
const root = join(__dirname, '..', '..');
const maxSourceLines = 2300;

const sourceFiles = () =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', 'shared/src'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && !file.includes('/__tests__/') && !/\.test\./.test(file))
    .filter((file) => existsSync(join(root, file)));

it(`keeps @zomato/shared's source (tests aside) at most ${maxSourceLines} lines`, () => {
  const files = sourceFiles();
  expect(files.length).toBeGreaterThan(10);
  const lines = files.reduce(
    (sum, file) => sum + readFileSync(join(root, file), 'utf8').split('\n').length - 1,
    0,
  );
  expect(lines).toBeLessThanOrEqual(maxSourceLines);
});
