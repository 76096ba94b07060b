/**
 * The shared modules the live shell provides, and their versions: what a remote's
 * singletons must accept, from the shell build's mf-manifest.json (the host writes one like
 * every remote: tools/webpack/create-app-config.cjs).
 */
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

/**
 * name -> version, or undefined when dir holds no shell build with a manifest (a shell built
 * before the host wrote one: the remote's shared versions are then checked at its next release).
 *
 * @param {string} dir  the shell's build folder
 * @returns {Record<string, string> | undefined}
 */
function shellSharedVersions(dir) {
  const manifest = join(dir, 'mf-manifest.json');
  if (!existsSync(manifest)) return undefined;
  const { shared = [] } = JSON.parse(readFileSync(manifest, 'utf8'));
  return Object.fromEntries(shared.map((entry) => [entry.name, entry.version]));
}

module.exports = { shellSharedVersions };
