const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { dirname, join, normalize } = require('node:path');

const root = join(__dirname, '..', '..');

/*
 * Every class a component takes from a CSS module (`styles.name`, `styles['name']`) is one
 * its stylesheet defines. A name it does not define is `undefined`: a class the element
 * silently lacks, and in a template string the text "undefined" in its class attribute.
 */
const sourceFiles = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && !file.includes('__tests__'));
const moduleImport = /^import (\w+) from '([^']+\.module\.css)';$/gm;
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The class names a stylesheet defines (any selector that names them). */
const classesOf = (css) =>
  new Set([...withoutComments(css).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));

function missingNames(file) {
  const source = readFileSync(join(root, file), 'utf8');
  const code = withoutComments(source).replace(/^import .*$/gm, '');
  return [...source.matchAll(moduleImport)].flatMap(([, name, stylesheet]) => {
    const defined = classesOf(readFileSync(normalize(join(root, dirname(file), stylesheet)), 'utf8'));
    const used = [
      ...code.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g')),
      ...code.matchAll(new RegExp(`\\b${name}\\['([\\w-]+)'\\]`, 'g')),
    ].map((match) => match[1]);
    return [...new Set(used)].filter((used) => !defined.has(used)).map((used) => `${file}: ${name}.${used}`);
  });
}

describe('CSS module class names', () => {
  const users = sourceFiles.filter((file) => /\.module\.css'/.test(readFileSync(join(root, file), 'utf8')));

  it('finds the components that use CSS modules', () => {
    expect(users.length).toBeGreaterThan(20);
  });

  it('are all defined by the stylesheet they come from', () => {
    expect(users.flatMap(missingNames)).toEqual([]);
  });

  it('would catch a name the stylesheet lacks', () => {
    expect(classesOf('.card { color: red } .card:hover .name, .row::after {}')).toEqual(
      new Set(['card', 'name', 'row']),
    );
  });
});
