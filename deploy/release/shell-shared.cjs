/**
 * The shared modules the live shell provides, and their versions: what a remote's
 * singletons must accept. From the shell's mf-manifest.json when its build writes one;
 * the host build writes none today (tools/webpack/create-app-config.cjs, `manifest: false`
 * for the host), so otherwise from the share-scope table webpack puts in the shell's entry
 * script: `initOptions.shared={react:[{version:"19.3.1",get:…`.
 */
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const tablePattern = /(?:"([^"]+)"|([A-Za-z_$][\w$]*)):\[\{version:"([^"]+)"/g;

/**
 * name -> version, or undefined when dir holds no shell build.
 *
 * @param {string} dir  the shell's build folder
 * @returns {Record<string, string> | undefined}
 */
function shellSharedVersions(dir) {
  const manifest = join(dir, 'mf-manifest.json');
  if (existsSync(manifest)) {
    const { shared = [] } = JSON.parse(readFileSync(manifest, 'utf8'));
    return Object.fromEntries(shared.map((entry) => [entry.name, entry.version]));
  }
  if (!existsSync(join(dir, 'index.html'))) return undefined;
  /** @type {Record<string, string>} */
  const versions = {};
  for (const name of readdirSync(dir).filter((file) => /\.js$/.test(file))) {
    const text = readFileSync(join(dir, name), 'utf8');
    const table = text.indexOf('initOptions.shared=');
    if (table === -1) continue;
    for (const match of text.slice(table, table + 20_000).matchAll(tablePattern)) {
      versions[match[1] ?? match[2]] ??= match[3];
    }
  }
  return versions;
}

module.exports = { shellSharedVersions };
