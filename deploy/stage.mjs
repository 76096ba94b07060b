/**
 * Stages this repository's builds as a site root (deploy/release/release.cjs `stageSite`):
 * for `deploy/cli.mjs stage`, `npm start` (scripts/lib/stack.mjs) and the tests, so what
 * is tried locally is laid out exactly as production holds it.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const distOf = (dir) => join(import.meta.dirname, '..', dir, 'dist');
const { remotes } = require('../tools/apps.cjs');
const { stageSite } = require('./release/release.cjs');
const { ReleaseRefused } = require('./release/errors.cjs');

const built = (dir) => existsSync(join(dir, 'mf-manifest.json'));

/**
 * @param {string} root
 * @param {object} [options]
 * @param {boolean} [options.complete]  every app must be built (production); else the built ones
 * @param {boolean} [options.shell]     stage the shell's build (a standalone QA site may lack it)
 * @param {string[]} [options.only]     these remotes only (a standalone site leaves its own out)
 * @param {Record<string,string>} [options.remoteDirs]  a build to stage instead of a remote's dist (tests)
 * @param {NodeJS.ProcessEnv} [options.env]
 * @returns the runtime config written to <root>/config.json
 */
export function stageBuiltSite(
  root,
  { complete = true, shell = true, only, remoteDirs = {}, env = process.env } = {},
) {
  /** @type {Record<string, string>} */
  const dists = {};
  for (const app of remotes) {
    if (only && !only.includes(app.key)) continue;
    const dist = remoteDirs[app.key] ?? distOf(app.dir);
    if (built(dist) || remoteDirs[app.key]) dists[app.key] = dist;
    else if (complete) throw new ReleaseRefused(`${app.dir} is not built: npm run build`);
  }
  const shellBuilt = existsSync(join(distOf('shell'), 'index.html'));
  if (shell && complete && !shellBuilt) throw new ReleaseRefused('shell is not built: npm run build');
  return stageSite(root, { shellDist: shell && shellBuilt ? distOf('shell') : undefined, dists, env });
}
