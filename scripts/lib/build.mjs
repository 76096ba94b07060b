import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './paths.mjs';

const require = createRequire(import.meta.url);
const webpackCli = require.resolve('webpack-cli/bin/cli.js');
const lockDir = join(tmpdir(), 'zomato-ncr-build.lock');

/** One build at a time on this machine (2 cores; concurrent builds would also clobber dist). */
async function withBuildLock(task) {
  for (let waited = 0; ; waited += 500) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      const age = Date.now() - statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs;
      if (age > 15 * 60 * 1000) rmSync(lockDir, { recursive: true, force: true });
      if (waited % 10000 === 0) console.log('build: waiting for another build to finish…');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await task();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

function runWebpack(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [webpackCli, '--mode', 'production', '-c', join(root, dir, 'webpack.config.cjs')],
      {
        cwd: join(root, dir),
        stdio: 'inherit',
      },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build of ${dir} failed (exit ${code})`)),
    );
  });
}

/** @zomato/shared's Node entries (shared/dist/), which the release tool stages a site with. */
const { buildNodeEntries } = require('../../shared/scripts/build-node-entries.cjs');

/** Builds the given app folders in sequence, after shared's Node entries; returns each build's seconds. */
export function buildApps(dirs) {
  return withBuildLock(async () => {
    if (buildNodeEntries()) console.log('build: shared/dist (its Node entries)');
    const seconds = {};
    for (const dir of dirs) {
      const started = performance.now();
      await runWebpack(dir);
      seconds[dir] = Number(((performance.now() - started) / 1000).toFixed(1));
      console.log(`build: ${dir} in ${seconds[dir]} s`);
    }
    return seconds;
  });
}
