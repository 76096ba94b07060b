/**
 * Small builds for the release tests: a shell whose entry script carries webpack's share
 * table, and remote builds with a manifest shaped as @module-federation/enhanced writes it.
 */
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { dirname, join } = require('node:path');
const { brotliCompressSync } = require('node:zlib');

const shellShares = {
  '@zomato/shared': '0.1.0',
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  zustand: '5.1.0',
};

const sharedNeeds = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0' },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.2.0' },
  { name: 'react-router-dom', version: '7.18.5', requiredVersion: '^7.9.0' },
  { name: 'zustand', version: '5.1.0', requiredVersion: '^5.0.8' },
  { name: '@zomato/shared', version: '0.1.0', requiredVersion: '^0.1.0' },
];

function write(file, content) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A scratch folder, removed by cleanup(). */
function scratch() {
  const dirs = [];
  return {
    dir(name = 'release-test') {
      const dir = mkdtempSync(join(tmpdir(), `${name}-`));
      dirs.push(dir);
      return dir;
    },
    cleanup() {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A built shell: index.html, an entry script and its mf-manifest.json naming the shared modules it provides. */
function makeShell(dir, shares = shellShares) {
  const shared = Object.entries(shares).map(([name, version]) => ({ id: `shell:${name}`, name, version }));
  write(join(dir, 'index.html'), '<!doctype html><script src="/main.0123abcd.js"></script>');
  write(join(dir, 'main.0123abcd.js'), '(()=>{})();');
  write(join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'shell', name: 'shell', shared, exposes: [] }));
  return dir;
}

/**
 * A remote build. Options change what a test needs: `text` (the app's content, so two
 * builds differ), `name`, `exposes`, `shared`, `extraListed` (files the manifest names but
 * the build lacks), `firstLoadBytes` (incompressible bytes in ./App's first chunk).
 */
function makeRemote(dir, key, options = {}) {
  const {
    text = 'v1',
    name = key,
    exposes = ['./App'],
    shared = sharedNeeds,
    extraListed = [],
    firstLoadBytes = 0,
  } = options;
  const assets = (sync, async = [], css = []) => ({ js: { sync, async }, css: { sync: css, async: [] } });
  const manifest = {
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: shared.map((entry, index) => ({
      ...entry,
      singleton: true,
      assets: assets([`s${index}.5eed0000.js`]),
    })),
    remotes: [],
    exposes: exposes.map((path, index) => ({
      id: `${name}:${path.slice(2)}`,
      name: path.slice(2),
      path,
      assets: assets(
        [`e${index}.a1b2c3d4.js`, ...extraListed],
        [`lazy${index}.d4c3b2a1.js`],
        [`e${index}.a1b2c3d4.css`],
      ),
    })),
  };
  write(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  const script = (label) => `console.log(${JSON.stringify(`${key} ${label} ${text}`)});`;
  write(join(dir, 'remoteEntry.js'), script('entry'));
  write(join(dir, 'server/remoteEntry.js'), script('server entry'));
  shared.forEach((_, index) => write(join(dir, `s${index}.5eed0000.js`), script(`shared ${index}`)));
  exposes.forEach((_, index) => {
    const random = Buffer.from(Array.from({ length: firstLoadBytes }, () => Math.floor(Math.random() * 256)));
    const first = Buffer.concat([Buffer.from(script(`expose ${index}`)), random]);
    write(join(dir, `e${index}.a1b2c3d4.js`), first);
    write(join(dir, `e${index}.a1b2c3d4.js.br`), brotliCompressSync(first));
    write(join(dir, `lazy${index}.d4c3b2a1.js`), script(`lazy ${index}`));
    write(join(dir, `e${index}.a1b2c3d4.css`), `.${key}${index}{content:${JSON.stringify(text)}}`);
  });
  return dir;
}

module.exports = { scratch, makeShell, makeRemote, shellShares, sharedNeeds };
