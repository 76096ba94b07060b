const { execFileSync } = require('node:child_process');
const { existsSync, readFileSync, statSync } = require('node:fs');
const { dirname, join, normalize } = require('node:path');

/*
 * Every topic is written once and linked from elsewhere: each relative link in a tracked markdown
 * file, and each `docs/….md#anchor` named in code comments, must reach a file and a heading.
 */
const root = join(__dirname, '..', '..');
const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(md|ts|tsx|mjs|cjs|js|json|html|css)$/.test(file) && existsSync(join(root, file)));

/** The file's lines with fenced code blanked (their '#' are not headings, their links not links). */
function proseLines(text) {
  let fence;
  return text.split('\n').map((line) => {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1][0];
    if (marker && !fence) fence = marker;
    else if (marker && marker === fence) fence = undefined;
    else return fence ? '' : line;
    return '';
  });
}

/** GitHub's anchor of a heading. */
const slug = (heading) =>
  heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorCache = new Map();
function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const anchors = new Set();
    const seen = new Map();
    for (const line of proseLines(readFileSync(join(root, file), 'utf8'))) {
      const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
      if (heading === undefined) continue;
      const base = slug(heading);
      const times = seen.get(base) ?? 0;
      seen.set(base, times + 1);
      anchors.add(times ? `${base}-${times}` : base);
    }
    anchorCache.set(file, anchors);
  }
  return anchorCache.get(file);
}

/** What is wrong with `target` as seen from `from` (a link) or from the root (a mention), if anything. */
function problemOf(from, target, baseDir) {
  const [path, anchor] = target.split('#');
  const file = path ? normalize(join(baseDir, decodeURIComponent(path))) : from;
  if (file.startsWith('..') || !existsSync(join(root, file))) return `${target}: no such file`;
  if (anchor === undefined || !file.endsWith('.md') || statSync(join(root, file)).isDirectory()) return;
  return anchorsOf(file).has(anchor) ? undefined : `${target}: no such heading`;
}

describe('links to the docs', () => {
  const problems = [];
  let checked = 0;
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    if (file.endsWith('.md')) {
      proseLines(text).forEach((line, index) => {
        const prose = line.replace(/`[^`]*`/g, '``');
        for (const [, target] of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
          if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
          checked += 1;
          const problem = problemOf(file, target, dirname(file));
          if (problem) problems.push(`${file}:${index + 1}: ${problem}`);
        }
      });
    }
    text.split('\n').forEach((line, index) => {
      for (const [, path, anchor = ''] of line.matchAll(/(?<![\w/.-])(docs\/[\w./-]*?\.md)(#[\w-]+)?/g)) {
        checked += 1;
        const problem = problemOf(file, path + anchor, '.');
        if (problem) problems.push(`${file}:${index + 1}: ${problem}`);
      }
    });
  }

  it('finds links to check', () => {
    expect(checked).toBeGreaterThan(200);
  });

  it('reach a file and a heading that exist', () => {
    expect(problems).toEqual([]);
  });
});
