import { readFileSync, statSync } from 'node:fs';

/**
 * The runtime config file of a site root as it is now: a release switches it by renaming a
 * new file over it (deploy/release/), so a server that keeps running reads it again when
 * it has changed (a stat per call, a parse per change).
 *
 * @param {string} file  <site root>/config.json
 * @returns {() => { config: object, stamp: string }}
 */
export function liveConfig(file) {
  let known;
  return () => {
    const stat = statSync(file);
    const stamp = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    if (known?.stamp !== stamp) known = { stamp, config: JSON.parse(readFileSync(file, 'utf8')) };
    return known;
  };
}
