const { execFileSync } = require('node:child_process');
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join, normalize } = require('node:path');

/*
 * A comment that names a file sends its reader there: each path a code comment names (one with a
 * folder, or `./name.ext`) must be a file or folder, from the comment's file, its package or the root.
 */
const root = join(__dirname, '..', '..');
const sources = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && !file.includes('/results/'))
  // This file's own comments show what a path looks like.
  .filter((file) => join(root, file) !== __filename)
  .filter((file) => existsSync(join(root, file)));

/** The text of each comment of a source file, by line: `// …` and every line of `/* … *\/`. */
function commentLines(text) {
  const lines = [];
  let inBlock = false;
  for (const line of text.split('\n')) {
    if (inBlock) {
      const end = line.indexOf('*/');
      lines.push(end < 0 ? line : line.slice(0, end));
      inBlock = end < 0;
      continue;
    }
    const block = line.search(/(^|\s)\/\*/);
    const inline = line.search(/(^|[\s;,({])\/\/(?!\/)/);
    if (block >= 0 && (inline < 0 || block < inline)) {
      const rest = line.slice(block);
      const end = rest.indexOf('*/', 2);
      lines.push(end < 0 ? rest : rest.slice(0, end));
      inBlock = end < 0;
    } else if (inline >= 0) {
      lines.push(line.slice(inline));
    }
  }
  return lines;
}

const extensions = 'tsx?|mjs|cjs|jsx?|json|md|css|html|conf|sh';
// A path with a folder (`shared/src/index.ts`, `../lib/x.mjs`) or a sibling (`./cart-calls.ts`).
const pathPattern = new RegExp(
  String.raw`(?<![\w@./:-])((?:\.{1,2}/)+[\w.-]+|[\w@.-]+(?:/[\w@.-]+)+)\.(${extensions})(?!\.?[\w/-])`,
  'g',
);

const packages = [...new Set(sources.map((file) => file.split('/')[0]))];
/** The folders a comment's path may start from: its own, the root, any package's and its src/. */
const basesOf = (file) => [dirname(file), '.', ...packages.flatMap((dir) => [dir, join(dir, 'src')])];
// A build's output (`dist/server/page.html`, a remote's `server/remoteEntry.js`) is not in a clone.
const builtFile = /(^|\/)(dist|node_modules)\/|remoteEntry\.js$/;

const exists = (path) => !normalize(path).startsWith('..') && existsSync(join(root, path));

function missingPaths(file) {
  const missing = [];
  for (const line of commentLines(readFileSync(join(root, file), 'utf8'))) {
    for (const { 0: path, index } of line.matchAll(pathPattern)) {
      // A quoted path is a value shown (a module id), not a file to read; a glob names no one file.
      if (/['"]/.test(line[index - 1] ?? '') || /[*<>{}$]/.test(path) || builtFile.test(path)) continue;
      const bases = path.startsWith('.') ? [dirname(file)] : basesOf(file);
      if (!bases.some((base) => exists(join(base, path)))) missing.push(path);
    }
  }
  return missing;
}

describe('paths named in code comments', () => {
  it('finds the paths of every kind of comment', () => {
    const lines = commentLines(
      '/** see ./a.ts\n * and shared/src/b.ts */\nconst x = 1; // c/d.mjs\nhttp://e/f.js',
    );
    const found = lines.flatMap((line) => [...line.matchAll(pathPattern)].map((match) => match[0]));
    expect(found).toEqual(['./a.ts', 'shared/src/b.ts', 'c/d.mjs']);
  });

  it.each(sources)('%s names only files that exist', (file) => {
    expect(missingPaths(file)).toEqual([]);
  });
});
