import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Releases as a section team makes them (deploy/cli.mjs, deploy/release/), for the browser tests. */
export const repo = join(__dirname, '..', '..');

/**
 * The files a release writes beside a build's own, and the address of a version's manifest (the
 * key `config.json` pins its digests by): deploy/release/layout.cjs.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const layout = require('../../deploy/release/layout.cjs') as {
  recordNames: string[];
  manifestUrl: (key: string, version: string) => string;
};
const { recordNames } = layout;
export const { manifestUrl } = layout;

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  /** Wall time of the whole command, process start to exit. */
  ms: number;
}

/** Runs `node deploy/cli.mjs …`. */
export function runCli(...args: string[]): Promise<CliResult> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(repo, 'deploy/cli.mjs'), ...args], { stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
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

const config = (root: string) =>
  JSON.parse(readFileSync(join(root, 'config.json'), 'utf8')) as { remotes: Record<string, string> };

/** The version the runtime config makes live for a remote. */
export function liveVersion(root: string, key: string): string {
  const match = new RegExp(`^/mfe/${key}/([0-9a-f]{12})/mf-manifest\\.json$`).exec(
    config(root).remotes[key] ?? '',
  );
  if (!match) throw new Error(`${key} is not served from a release in ${root}`);
  return match[1] as string;
}

/** A copy of a remote's live version as a build folder (its release record left out), to change. */
export function copyOfLiveVersion(root: string, key: string): string {
  const dir = mkdtempSync(join(tmpdir(), `zomato-next-${key}-`));
  cpSync(join(root, 'mfe', key, liveVersion(root, key)), dir, { recursive: true });
  for (const record of recordNames) rmSync(join(dir, record), { force: true });
  return dir;
}

/** Every file below a folder, by its path from it, with the sha256 of its bytes: to show a tree did not change. */
export function fileDigests(dir: string): Record<string, string> {
  const digests: Record<string, string> = {};
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else digests[path.slice(dir.length)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return digests;
}

/** Writes a text file of a build and the .br/.gz copies the build keeps beside it. */
function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text));
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text));
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => /\.(js|json|map)$/.test(path) && statSync(path).isFile());
}

/** Replaces text in every script and JSON file of a build (browser and server bundles); returns how many changed. */
export function replaceInBuild(dir: string, from: string, to: string): number {
  let changed = 0;
  for (const file of textFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(from)) continue;
    writeWithCopies(file, text.split(from).join(to));
    changed += 1;
  }
  return changed;
}

/**
 * Gives a chunk another content hash in its name, as a rebuild with a change would: the
 * file (and its .map/.br/.gz/licence companions) is renamed and every reference to the old
 * hash (the entry's chunk table, the manifest) rewritten. The old name is then absent from
 * the new version. Returns the new file name.
 */
export function renameChunk(dir: string, file: string): string {
  const hash = /\.([0-9a-f]{8})\.js$/.exec(file)?.[1];
  if (!hash) throw new Error(`${file} has no content hash in its name`);
  const next = createHash('sha256').update(`renamed ${file}`).digest('hex').slice(0, 8);
  for (const name of readdirSync(dir).filter((entry) => entry.startsWith(file))) {
    renameSync(join(dir, name), join(dir, name.replace(hash, next)));
  }
  replaceInBuild(dir, hash, next);
  return file.replace(hash, next);
}

/**
 * Changes one byte of a file of a released version in place (and the .br/.gz copies the
 * server sends), as a tampered or corrupted server would: its digest no longer matches.
 */
export function changeOneByte(root: string, key: string, version: string, file: string): void {
  const path = join(root, 'mfe', key, version, file);
  const text = readFileSync(path, 'utf8');
  const at = text.lastIndexOf(';');
  writeWithCopies(path, `${text.slice(0, at)} ${text.slice(at + 1)}`);
}

interface Manifest {
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

/** The scripts a build's manifest (in `dir`) lists as loaded at once with `expose`. */
export const syncScripts = (dir: string, expose: string) =>
  (JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as Manifest).exposes.find(
    (entry) => entry.path === expose,
  )?.assets.js.sync ?? [];
