const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');
/** The one stylesheet that defines the colours (docs/architecture.md#conventions). */
const tokenFile = 'section-ui/src/ui/global.css';
const hexColour = /#[0-9a-fA-F]{3,8}\b/g;

describe('colours', () => {
  const stylesheets = execFileSync('git', ['ls-files', '-z', '--', '*.css'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && file !== tokenFile);

  it('finds the apps’ stylesheets', () => {
    expect(stylesheets.filter((file) => file.endsWith('.module.css')).length).toBeGreaterThan(10);
  });

  it('are design tokens everywhere but where the tokens are defined', () => {
    const hardCoded = stylesheets.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (line.match(hexColour) ?? []).map((hex) => `${file}:${index + 1} ${hex}`)),
    );
    expect(hardCoded).toEqual([]);
  });

  it('in the token file are only custom property definitions', () => {
    const outsideTokens = readFileSync(join(root, tokenFile), 'utf8')
      .split('\n')
      .filter(
        (line) => /#[0-9a-fA-F]{3,8}\b/.test(line) && !/^\s*--[\w-]+:\s*#[0-9a-fA-F]{3,8};$/.test(line),
      );
    expect(outsideTokens).toEqual([]);
  });
});
