/**
 * Builds a section team would release, made from a live version of the soak's site (as the
 * browser tests make them, e2e/support/release.ts), and `deploy/cli.mjs` run as a team runs it.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { root as repo } from '../../../scripts/lib/paths.mjs';

const require = createRequire(import.meta.url);
/** The files a release writes beside a build's own (deploy/release/layout.cjs). */
const { recordNames, versionOfUrl } = require('../../../deploy/release/layout.cjs');

/** `node deploy/cli.mjs …`: its exit code, output and wall time (process start to exit). */
export function runCli(...args) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(repo, 'deploy/cli.mjs'), ...args], { stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) =>
    child.on('exit', (code) =>
      resolve({
        code: code ?? -1,
        stdout: stdout.trim(),
        stderr: stderr.trim(),
        ms: performance.now() - started,
      }),
    ),
  );
}

/** The version config.json makes live for a remote. */
export function liveVersion(root, key) {
  const { remotes } = JSON.parse(readFileSync(join(root, 'config.json'), 'utf8'));
  const version = versionOfUrl(key, remotes[key]);
  if (!version) throw new Error(`${key} is not served from a release in ${root}`);
  return version;
}

/** A copy of a remote's live version as a build folder (its release record left out), to change. */
export function copyOfLiveVersion(root, key) {
  const dir = mkdtempSync(join(tmpdir(), `zomato-soak-${key}-`));
  cpSync(join(root, 'mfe', key, liveVersion(root, key)), dir, { recursive: true });
  for (const record of recordNames) rmSync(join(dir, record), { force: true });
  return dir;
}

/** Writes a text file of a build and the .br/.gz copies the build keeps beside it. */
function writeWithCopies(file, text) {
  writeFileSync(file, text);
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text));
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text));
}

/** Replaces text in every script and JSON file of a build (browser and server bundles); returns how many changed. */
export function replaceInBuild(dir, from, to) {
  let changed = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = join(dir, name);
    if (!/\.(js|json|map)$/.test(file) || !statSync(file).isFile()) continue;
    const text = readFileSync(file, 'utf8');
    if (!text.includes(from)) continue;
    writeWithCopies(file, text.split(from).join(to));
    changed += 1;
  }
  return changed;
}

/**
 * Breaks a build's browser entry as a transfer cut short would: remoteEntry.js (and the
 * .br/.gz copies nginx sends) keeps only its first half.
 */
export function truncateEntry(dir) {
  const file = join(dir, 'remoteEntry.js');
  const text = readFileSync(file, 'utf8');
  writeWithCopies(file, text.slice(0, Math.floor(text.length / 2)));
}
