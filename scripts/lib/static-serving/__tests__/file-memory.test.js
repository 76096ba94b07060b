/**
 * The file memory (scripts/lib/static-serving/file-memory.cjs): the bytes it keeps are the
 * file's, a file changed, replaced or deleted on disk is never answered from what was kept,
 * and its limits hold.
 */
const {
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  mkdirSync,
} = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { createFileMemory } = require('../file-memory.cjs');

let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'file-memory-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name, text) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

test('keeps the bytes of the file, and answers later reads from them', () => {
  const memory = createFileMemory();
  const file = write('a.12345678.js', 'console.log(1);');
  const first = memory.read(file);
  expect(first.bytes.toString()).toBe('console.log(1);');
  expect(first.stat.size).toBe(15);
  expect(memory.read(file)).toBe(first);
  expect(memory.usage()).toEqual({ files: 1, bytes: 15 });
});

test('a file rewritten on disk is read again: other size, or same size with another mtime', () => {
  const memory = createFileMemory();
  const file = write('a.js', 'one');
  expect(memory.read(file).bytes.toString()).toBe('one');
  write('a.js', 'three');
  expect(memory.read(file).bytes.toString()).toBe('three');
  write('a.js', 'seven');
  const later = new Date(statSync(file).mtimeMs + 5000);
  utimesSync(file, later, later);
  expect(memory.read(file).bytes.toString()).toBe('seven');
  expect(memory.usage()).toEqual({ files: 1, bytes: 5 });
});

test('a file replaced by another with the same size and mtime (a rename over it) is read again', () => {
  const memory = createFileMemory();
  const file = write('a.js', 'aaaa');
  const { mtime } = statSync(file);
  expect(memory.read(file).bytes.toString()).toBe('aaaa');
  const other = write('b.js', 'bbbb');
  utimesSync(other, mtime, mtime);
  renameSync(other, file);
  expect(memory.read(file).bytes.toString()).toBe('bbbb');
});

test('a deleted file, a folder and a missing path are not files: nothing is answered or kept', () => {
  const memory = createFileMemory();
  const file = write('a.js', 'one');
  memory.read(file);
  rmSync(file);
  expect(memory.read(file)).toBeUndefined();
  mkdirSync(join(dir, 'folder'));
  expect(memory.read(join(dir, 'folder'))).toBeUndefined();
  expect(memory.read(join(dir, 'missing.js'))).toBeUndefined();
  expect(memory.usage()).toEqual({ files: 0, bytes: 0 });
});

test('a file over maxFileBytes is stated but not kept', () => {
  const memory = createFileMemory({ maxFileBytes: 10 });
  const file = write('big.js', 'x'.repeat(11));
  expect(memory.read(file)).toEqual({ stat: expect.objectContaining({ size: 11 }), bytes: undefined });
  expect(memory.usage()).toEqual({ files: 0, bytes: 0 });
});

test('past maxTotalBytes the least recently used files are dropped', () => {
  const memory = createFileMemory({ maxTotalBytes: 250 });
  const [a, b, c] = ['a', 'b', 'c'].map((name) => write(`${name}.js`, name.repeat(100)));
  memory.read(a);
  memory.read(b);
  memory.read(a); // a is now the more recently used
  memory.read(c);
  expect(memory.usage()).toEqual({ files: 2, bytes: 200 });
  const keptA = memory.read(a);
  expect(memory.read(a)).toBe(keptA); // a stayed
  expect(memory.usage().bytes).toBeLessThanOrEqual(250);
  // b was dropped: read again (a new object), still the file's bytes.
  expect(memory.read(b).bytes.toString()).toBe('b'.repeat(100));
  expect(memory.usage().bytes).toBeLessThanOrEqual(250);
});
