import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { attributeBytes } from './source-map-attribution.mjs';

/**
 * What the JavaScript a visitor downloaded is made of. Each fetched file is read from the
 * dist folder it was served from, and its received (compressed) bytes are shared out
 * between libraries and our own code with the file's source map.
 */

/** The libraries the JS budget names; everything else is overhead (our code, glue). */
export const libraries = [
  'react',
  'react-dom',
  'react-router',
  'axios',
  'zustand',
  'react-slick',
  'react-virtual',
  'federation runtime',
];

/** @type {[pattern: RegExp, group: string][]} */
const packageGroups = [
  [/^(react|react-is)$/, 'react'],
  [/^(react-dom|scheduler)$/, 'react-dom'],
  // react-router's own helpers (cookie parsing) ship with it.
  [/^(react-router|react-router-dom|cookie|set-cookie-parser)$/, 'react-router'],
  [/^axios$/, 'axios'],
  [/^(zustand|use-sync-external-store)$/, 'zustand'],
  // react-slick and what it imports (its CSS comes from slick-carousel).
  [
    /^(react-slick|slick-carousel|resize-observer-polyfill|lodash\.debounce|classnames|enquire\.js|json2mq|string-convert)$/,
    'react-slick',
  ],
  // Windowed listings.
  [/^@tanstack\/(react-virtual|virtual-core)$/, 'react-virtual'],
  [/^@module-federation\//, 'federation runtime'],
  [/^(firebase|@firebase\/.*|idb|tslib)$/, 'firebase'],
  [/^(style-loader|css-loader)$/, 'style-loader runtime'],
];

const federationRuntimeModule =
  /^(node_modules\/\.federation\/|webpack\/(runtime\/(sharing|consumes|remotes loading|federation runtime|embed\/federation)|container-entry|startup|before-startup)$|external global "_FEDERATION_RUNTIME_CORE")/;

/** The group of the rollout's own code (QA overrides, canaries, integrity). */
export const rolloutGroup = 'rollout';

/** The group of one original source, e.g. '../node_modules/react-dom/cjs/x.js' -> 'react-dom'. */
export function groupOfSource(source, app) {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  // Section health: the collector, web-vitals and the reporting of load phases.
  if (
    /node_modules\/web-vitals\/|features\/telemetry\/|federation\/remote-(load-report|failure-phase|version)\./.test(
      path,
    )
  ) {
    return 'telemetry';
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1];
  if (pkg && pkg !== '.federation') {
    for (const [pattern, group] of packageGroups) if (pattern.test(pkg)) return group;
    return `other: ${pkg}`;
  }
  // The federation plugin's own runtime modules (share scope, consumes, container entry,
  // its start-up entry) belong to the federation runtime; the rest is webpack's glue.
  if (federationRuntimeModule.test(path)) return 'federation runtime';
  // The remote's chunk loader waiting for digests (tools/webpack/script-integrity-plugin.cjs).
  if (path === 'webpack/runtime/wait for script digests') return rolloutGroup;
  if (/^webpack\/|^\(generated\)$/.test(path) || source === '(generated)') return 'webpack runtime';
  // QA overrides, canaries and integrity: their own budget (budgets.mjs).
  if (
    /(^|\/)(shared\/src\/config\/rollout-config|(shell\/)?src\/features\/(rollout|qa-override)\/)/.test(path)
  )
    return rolloutGroup;
  if (/(^|\/)shared\/src\//.test(path) || path.startsWith('../shared/')) return 'app: @zomato/shared';
  if (/(^|\/)section-ui\/src\//.test(path) || path.startsWith('../section-ui/'))
    return 'app: @zomato/section-ui';
  if (/tools\/webpack\//.test(path)) return 'webpack runtime';
  return `app: ${app}`;
}

/** The runtime config's sections that are the rollout's: digests, canaries, the override gate. */
const rolloutConfigKeys = ['integrity', 'canaries', 'overrides'];
const digestMapPath = /^\/mfe\/[^/]+\/[^/]+\/(first-)?integrity\.json$/;

const compress = (text, encoding) =>
  encoding === 'br'
    ? brotliCompressSync(text).length
    : encoding === 'gzip'
      ? gzipSync(text, { level: 9 }).length
      : Buffer.byteLength(text);

/**
 * The digest bytes a page load received (the rollout budget counts them with the rollout's
 * code): every version digest map it fetched (integrity.json, first-integrity.json), as
 * received, and the share of config.json's bytes that its rollout sections take (the file
 * compressed as it was sent, with and without them).
 * @param {Array<{url: string, bytes: number, headers: Record<string, string>}>} responses
 */
export function rolloutDataBytes(responses, { siteRoot }) {
  const maps = responses.filter((r) => digestMapPath.test(new URL(r.url).pathname));
  const mapBytes = maps.reduce((sum, r) => sum + r.bytes, 0);
  const config = responses.find((r) => new URL(r.url).pathname === '/config.json');
  let configBytes = 0;
  if (config && existsSync(join(siteRoot, 'config.json'))) {
    const text = readFileSync(join(siteRoot, 'config.json'), 'utf8');
    const parsed = JSON.parse(text);
    for (const key of rolloutConfigKeys) delete parsed[key];
    const encoding = config.headers['content-encoding'];
    const whole = compress(text, encoding);
    const without = compress(`${JSON.stringify(parsed, null, 2)}\n`, encoding);
    configBytes = Math.max(0, Math.round(((whole - without) / whole) * config.bytes));
  }
  return { maps: maps.map((r) => new URL(r.url).pathname), mapBytes, configBytes };
}

/** Which module sources of a library a file holds (to find a library fetched twice). */
const libraryModule = (source) => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+\/.*)$/.exec(source);
  return match ? match[1] : undefined;
};

/**
 * Maps a URL of the served site to the file: `/mfe/<key>/<version>/x.js` -> that file of
 * the site root (deploy/release/ layout), anything else -> the page app's folder.
 */
export function localFileFor(url, { pageDir, siteRoot }) {
  const { pathname } = new URL(url);
  const remote = /^\/mfe\/([^/]+)\/.+$/.exec(pathname);
  if (remote) return { app: remote[1], file: join(siteRoot, pathname) };
  return { app: 'shell', file: join(pageDir, pathname.slice(1)) };
}

/**
 * @param {Array<{url: string, bytes: number, decoded: number}>} scripts  JS responses of one page load
 * @returns per-group compressed bytes, library copies and the files that could not be read
 */
export function analyseScripts(scripts, dirs) {
  const groups = {};
  const add = (group, bytes) => {
    groups[group] = (groups[group] ?? 0) + bytes;
  };
  const moduleFiles = new Map(); // library module -> files that contain it
  const unmapped = [];
  const runtimeFiles = new Set();
  for (const script of scripts) {
    const local = localFileFor(script.url, dirs);
    if (!local || !existsSync(local.file) || !existsSync(`${local.file}.map`)) {
      unmapped.push(script.url);
      add('unmapped', script.bytes);
      continue;
    }
    const code = readFileSync(local.file, 'utf8');
    const map = JSON.parse(readFileSync(`${local.file}.map`, 'utf8'));
    const shares = attributeBytes(code, map, script.bytes, (source) => groupOfSource(source, local.app));
    for (const [group, share] of Object.entries(shares)) add(group, share.compressed);
    for (const source of map.sources) {
      const module = libraryModule(source);
      if (!module) continue;
      if (!moduleFiles.has(module)) moduleFiles.set(module, new Set());
      moduleFiles.get(module).add(script.url);
      if (module.startsWith('@module-federation/runtime-core/')) runtimeFiles.add(script.url);
    }
  }
  // A library is "fetched once" when none of its modules arrived in two files.
  const copies = {};
  for (const [module, files] of moduleFiles) {
    const pkg = /^((?:@[^/]+\/)?[^/]+)\//.exec(module)?.[1] ?? module;
    const group = groupOfSource(`node_modules/${pkg}/x.js`, '');
    copies[group] = Math.max(copies[group] ?? 0, files.size);
  }
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const libraryBytes = libraries.reduce((sum, name) => sum + (groups[name] ?? 0), 0);
  return {
    total,
    groups,
    libraryBytes,
    overhead: total - libraryBytes,
    copies,
    federationRuntimeFiles: [...runtimeFiles],
    unmapped,
  };
}
