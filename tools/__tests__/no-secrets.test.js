const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');

/** Shapes of real credentials; the demo- emulator settings are not secrets. */
const secretShapes = [
  ['a Google/Firebase API key', /AIza[0-9A-Za-z_-]{35}/],
  ['a private key', /-----BEGIN (RSA |EC |OPENSSH |)PRIVATE KEY-----/],
  ['an AWS access key', /AKIA[0-9A-Z]{16}/],
  ['a GitHub token', /gh[pousr]_[A-Za-z0-9]{36}/],
  ['a Slack token', /xox[baprs]-[A-Za-z0-9-]{10,}/],
  ['an npm token', /npm_[A-Za-z0-9]{36}/],
  ['a bearer token', /Bearer [A-Za-z0-9._-]{30,}/],
];

describe('the repository', () => {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(
      (file) => file && !file.endsWith('package-lock.json') && !/\.(png|jpe?g|gif|webp|ico)$/.test(file),
    );

  it('tracks files to scan', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(secretShapes)('holds no %s', (_label, shape) => {
    const hits = files.filter((file) => {
      try {
        return shape.test(readFileSync(join(root, file), 'utf8'));
      } catch {
        return false; // deleted in the working tree
      }
    });
    expect(hits).toEqual([]);
  });

  it('configures Firebase only with the demo project unless the environment gives a real one', () => {
    const { siteConfig } = require('../runtime-config.cjs');
    const config = siteConfig({});
    expect(config.firebase.projectId).toMatch(/^demo-/);
    // A local emulator, reached as localhost like the site (same-site helper frame).
    expect(config.firebase.emulatorUrl).toMatch(/^http:\/\/localhost:\d+$/);
  });
});
