const { execFileSync } = require('node:child_process');
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const ts = require('typescript');

/*
 * The Node code that is not a browser app (the release tool deploy/, the render server
 * server-rendering/, the serving rules @zomato/serving) reads a package only through its
 * package.json "exports" (a built entry or a data file), never by a path into its src/; and the
 * render server and the serving rules never use the release tool: what they share with it is
 * @zomato/serving (serving/).
 */
const root = join(__dirname, '..', '..');
const nodeTooling = ['deploy', 'server-rendering', 'serving'];

/** The tracked code files of those folders (their tests aside: those read what they test). */
const codeFiles = (dirs) =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...dirs], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => /\.(js|cjs|mjs)$/.test(file) && !file.includes('/__tests__/'))
    .filter((file) => existsSync(join(root, file)));

/** Every string a file's code holds (module names, paths, messages), its comments aside. */
function codeStrings(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const strings = [];
  const visit = (node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return strings;
}

/**
 * A string that is a path (or a module name) with the folder `name` in it: '../../shared/src/x.json',
 * 'src' (one part of a join), '../deploy/serving/page-address.mjs'. Prose that names a file (a
 * message, a comment of a generated nginx config) is no path.
 */
const pathThrough = (name) => new RegExp(String.raw`^\S*(^|[/\\])${name}([/\\]|$)\S*$`);

/** [file, string] for each string of the files' code that `pattern` finds. */
const stringsMatching = (dirs, pattern) =>
  codeFiles(dirs).flatMap((file) =>
    codeStrings(file)
      .filter((text) => pattern.test(text))
      .map((text) => [file, text]),
  );

describe('Node code and the packages it reads', () => {
  it('finds the code of the three folders', () => {
    const files = codeFiles(nodeTooling);
    expect(files).toContain('deploy/release/checks.cjs');
    expect(files).toContain('server-rendering/render-server.mjs');
    expect(files).toContain('serving/page-address.mjs');
  });

  it("names no other package's src/ (none of them has one): a package's exports instead", () => {
    // '../../shared/src/federation/contract.json', join(__dirname, '../../shared/src/…'), 'shared/src/…'
    expect(stringsMatching(nodeTooling, pathThrough('src'))).toEqual([]);
  });

  it('the render server and the serving rules reach nothing of the release tool (deploy/)', () => {
    expect(stringsMatching(['server-rendering', 'serving'], pathThrough('deploy'))).toEqual([]);
  });
});

/** Cases as [file, code]: what ESLint, with the repo's config, reports for each (in a Node of its own: ESLint loads its config as ESM). */
function lintCases(cases) {
  const script = `
    const { ESLint } = require('eslint');
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    Promise.all(cases.map(([file, code]) => eslint.lintText(code, { filePath: file }))).then((results) =>
      process.stdout.write(JSON.stringify(results.map(([result]) =>
        result.messages.map(({ ruleId, message }) => ruleId + ': ' + message)))));`;
  const output = execFileSync(
    process.execPath,
    ['-e', script, JSON.stringify(cases.map(([file, code]) => [join(root, file), code]))],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(output).map((messages) => messages.join('\n'));
}

describe('the lint zones of Node code', () => {
  const fromSrc = [
    ['deploy/release/example.cjs', "require('../../shared/src/federation/contract.json');\n"],
    ['deploy/example.mjs', "export { canonicalPagePath } from '../shared/src/routing/page-path.js';\n"],
    [
      'server-rendering/example.mjs',
      "export { checkRuntimeConfig } from '../shared/src/config/check-runtime-config.ts';\n",
    ],
    ['server-rendering/example.mjs', "export { renderPage } from '../shell/src/server/render-page.tsx';\n"],
    ['serving/example.mjs', "export { paths } from '@zomato/shared';\n"],
    ['serving/example.mjs', "export { listing } from '../section-ui/src/index.ts';\n"],
  ];
  const fromDeploy = [
    ['server-rendering/example.mjs', "export { recordNames } from '../deploy/release/layout.cjs';\n"],
    ['serving/example.mjs', "export { release } from '../deploy/release/release.cjs';\n"],
    ['server-rendering/example.mjs', "export { remoteOf } from '../serving/remote-preload.mjs';\n"],
  ];
  const entries = [
    ['deploy/release/example.cjs', "module.exports = require('@zomato/shared/contract.json');\n"],
    ['deploy/release/example.cjs', "module.exports = require('@zomato/shared/check-runtime-config');\n"],
    ['deploy/example.mjs', "export { cacheRules } from '@zomato/serving/cache-rules';\n"],
    [
      'server-rendering/example.mjs',
      "export { redirectToCanonicalPath } from '@zomato/serving/page-address';\n",
    ],
    ['serving/example.mjs', "export { canonicalPagePath } from '@zomato/shared/page-path';\n"],
  ];
  let reports;
  beforeAll(() => {
    reports = lintCases([...fromSrc, ...fromDeploy, ...entries]);
  }, 120_000);
  const reportOf = (index) => reports[index];

  it.each(fromSrc.map((item, index) => [...item, index]))(
    "%s cannot import another package's src/: %s",
    (file, code, index) => {
      expect(reportOf(index)).toMatch(
        /import-x\/no-restricted-paths: .*never its src\/|import-x\/no-relative-packages: Relative import from another package/,
      );
    },
  );

  it.each(fromDeploy.map((item, index) => [...item, fromSrc.length + index]))(
    '%s reads no release tool, and the serving rules by their package only: %s',
    (file, code, index) => {
      expect(reportOf(index)).toMatch(/import-x\/no-(restricted-paths|relative-packages)/);
    },
  );

  it.each(entries.map((item, index) => [...item, fromSrc.length + fromDeploy.length + index]))(
    '%s may import a package entry: %s',
    (file, code, index) => {
      expect(reportOf(index)).toBe('');
    },
  );
});
