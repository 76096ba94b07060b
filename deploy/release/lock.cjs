/**
 * Lock files: one command at a time changes a remote (a second release of it refuses at
 * once), and one at a time rewrites the runtime config (others wait a moment). A lock whose
 * process has died (a killed release) is taken over.
 */
const { mkdirSync, openSync, closeSync, readFileSync, rmSync, writeSync } = require('node:fs');
const { dirname } = require('node:path');
const { ReleaseRefused } = require('./errors.cjs');

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function holder(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined; // being written, or removed meanwhile
  }
}

/** Takes the lock or returns who holds it; never waits. */
function tryLock(file, what) {
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString(), what }));
      closeSync(fd);
      return { unlock: () => rmSync(file, { force: true }) };
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const owner = holder(file);
      if (owner && Number.isInteger(owner.pid) && !alive(owner.pid)) {
        rmSync(file, { force: true });
        continue;
      }
      return { owner: owner ?? {} };
    }
  }
  return { owner: holder(file) ?? {} };
}

/** Runs fn holding the lock; refuses when another command holds it. */
function withLock(file, what, fn) {
  const lock = tryLock(file, what);
  if (!lock.unlock) {
    const { pid = '?', since = '?', what: other = 'another command' } = lock.owner;
    throw new ReleaseRefused(
      `${other} is under way (pid ${pid}, since ${since}); try again when it ends, or delete ${file} if no such process runs`,
    );
  }
  try {
    return fn();
  } finally {
    lock.unlock();
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** Runs fn holding the lock, waiting up to timeoutMs for it (short critical sections). */
function withLockWaiting(file, what, fn, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const lock = tryLock(file, what);
    if (lock.unlock) {
      try {
        return fn();
      } finally {
        lock.unlock();
      }
    }
    if (Date.now() > until)
      throw new ReleaseRefused(
        `${file} stayed locked for ${timeoutMs / 1000} s (pid ${lock.owner.pid ?? '?'})`,
      );
    Atomics.wait(pause, 0, 0, 25);
  }
}

module.exports = { withLock, withLockWaiting };
