import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { dataServiceUrl } from './data-service-url.mjs';

/**
 * The routes and lists of the product, as the apps read them (@zomato/shared's
 * site-routes.json): the server answers before any script runs.
 */
const require = createRequire(import.meta.url);
const siteRoutes = require('@zomato/shared/site-routes.json');
/** The digest maps beside each released manifest (deploy/release/ writes them). */
const { integrityName, firstIntegrityName } = require('./release-files.cjs');
const sections = Object.entries(siteRoutes.sections);
/** Text matched as itself in a RegExp. */
export const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @typedef {[pattern: RegExp, key: string]} RouteRemote */

/** The remote that draws each route of the merged site (shell/src/app/routes.tsx); undefined for the shell's own pages. */
const routeRemotes = [
  // A section: its page and everything under it.
  ...sections.map(
    ([key, { path }]) => /** @satisfies {RouteRemote} */ ([new RegExp(`^${escapeRegExp(path)}(/|$)`), key]),
  ),
  // A remote's own pages, and everything under them (its not-found page).
  ...Object.entries(siteRoutes.pages).map(
    ([key, pages]) =>
      /** @satisfies {RouteRemote} */ ([
        new RegExp(`^(${Object.values(pages).map(escapeRegExp).join('|')})(/|$)`),
        key,
      ]),
  ),
];

export const remoteOf = (pathname) => routeRemotes.find(([pattern]) => pattern.test(pathname))?.[1];

/**
 * One page of each remote, a detail of each section (its code is a chunk of its own, which the
 * first detail drawn would wait for past the render budget) and the landing page: what a render
 * server draws before it says it is ready.
 */
export const warmUpPages = () => [
  '/',
  ...sections.map(([, { path }]) => path),
  ...sections.map(([, { path }]) => `${path}/1`),
  ...Object.values(siteRoutes.pages).map((pages) => Object.values(pages)[0]),
];

/**
 * The manifest URL of a remote when the runtime config has the page load it from this
 * server: /mfe/<key>/<version>/mf-manifest.json (a release, deploy/release/) or
 * /mfe/<key>/mf-manifest.json. A remote moved elsewhere by REMOTE_<KEY>_URL gets none.
 */
const manifestHere = (key, { remotes }) =>
  new RegExp(`^/mfe/${key}/([0-9a-f]+/)?mf-manifest\\.json$`).test(remotes[key] ?? '')
    ? remotes[key]
    : undefined;

/** A script's preload hint (a Link value), with the digest it is loaded with when it has one. */
export const scriptHint = (url, digest) =>
  `<${url}>; rel=preload; as=script${digest ? `; integrity="${digest}"` : ''}`;

/** [url, digest?] of a script's preload hint (scriptHint's), or undefined for any other hint. */
export function scriptOfHint(link) {
  const script = /^<([^>]+)>; rel=preload; as=script(?:; integrity="([^"]+)")?$/.exec(link);
  if (!script) return undefined;
  return script[2] ? [script[1], script[2]] : [script[1]];
}

const manifests = new Map(); // file -> { mtimeMs, links }

/** path -> sha384 digest of a released version (deploy/release/integrity.cjs); {} for a build not released. */
function integrityMap(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8')).files ?? {};
  } catch {
    return {};
  }
}

/** Link header values for a remote's manifest, entry and the scripts its ./App needs at once. */
function linksFor(manifestUrl, siteRoot) {
  const file = join(siteRoot, manifestUrl);
  const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtimeMs === undefined) return [];
  const cached = manifests.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.links;
  let links = [];
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    const base = manifestUrl.replace(/[^/]*$/, '');
    const entry = manifest.metaData.remoteEntry;
    const app = manifest.exposes.find((expose) => expose.path === './App');
    // A released version's scripts load with their digests (docs/releases.md#qa-overrides-canaries-and-integrity):
    // the hints carry the same, or the browser could not use what they fetched.
    const digests = integrityMap(join(file, '..', integrityName));
    const entryPath = `${entry.path ? `${entry.path}/` : ''}${entry.name}`;
    // The version's first-load digests, read before its scripts (when it was released).
    const firstMap = existsSync(join(file, '..', firstIntegrityName))
      ? [`<${base}${firstIntegrityName}>; rel=preload; as=fetch; crossorigin=anonymous`]
      : [];
    links = [
      // (The manifest's and the map's digests are checked by the page itself: preloads of
      // fetches take none.)
      `<${manifestUrl}>; rel=preload; as=fetch; crossorigin=anonymous`,
      ...firstMap,
      scriptHint(`${base}${entryPath}`, digests[entryPath]),
      ...(app?.assets.js.sync ?? []).map((script) => scriptHint(`${base}${script}`, digests[script])),
    ];
  } catch {
    links = []; // an unreadable manifest: no hints this time
  }
  manifests.set(file, { mtimeMs, links });
  return links;
}

/**
 * Preload hints for a remote-drawn route's page, so its manifest, entry and ./App scripts
 * download with the shell's instead of round trips after it starts. For the live version.
 */
export function remotePreloadLinks(pathname, { siteRoot, runtimeConfig }) {
  const key = remoteOf(pathname);
  const manifestUrl = key && manifestHere(key, runtimeConfig);
  if (!manifestUrl) return [];
  return [...linksFor(manifestUrl, siteRoot), ...dataLinks(pathname, runtimeConfig)];
}

/**
 * The list a section's first page loads (section-ui/src/data/catalog.ts, docs/serving.md#serving-npm-start),
 * preloaded with the scripts since its largest picture comes from it. Same-origin data service only.
 */
const routeLists = sections.map(([, { path, list }]) => [path, siteRoutes.lists[list].list]);
const listRoutePattern = (route) => new RegExp(`^${escapeRegExp(route)}/?$`);

const listLink = (list, { apiBase }) =>
  /^\/(?!\/)/.test(apiBase)
    ? [`<${dataServiceUrl(apiBase, list)}>; rel=preload; as=fetch; crossorigin=anonymous`]
    : [];

function dataLinks(pathname, runtimeConfig) {
  const list = routeLists.find(([route]) => listRoutePattern(route).test(pathname))?.[1];
  return list ? listLink(list, runtimeConfig) : [];
}

/**
 * The same hints, fixed per route pattern, for a server that cannot read the config at request
 * time (deploy/nginx.mjs). They name the versions live when written: rewrite and reload nginx
 * after a release.
 */
export function stableRouteHints(runtimeConfig, siteRoot) {
  const remoteLinks = (key) => {
    const manifestUrl = manifestHere(key, runtimeConfig);
    // Pinned as the page will load it (integrity.json beside the manifest, when released
    // under siteRoot): a hint without the script's digest would be fetched twice.
    const digest =
      siteRoot && integrityMap(join(siteRoot, manifestUrl, '..', integrityName))['remoteEntry.js'];
    return [
      `<${manifestUrl}>; rel=preload; as=fetch; crossorigin=anonymous`,
      scriptHint(`${manifestUrl.replace(/[^/]*$/, '')}remoteEntry.js`, digest),
    ];
  };
  const servedHere = (key) => Boolean(manifestHere(key, runtimeConfig));
  const withLists = routeLists
    .map(([route, list]) => ({ pattern: listRoutePattern(route), key: remoteOf(route), list }))
    .filter(({ key }) => key && servedHere(key))
    .map(({ pattern, key, list }) => ({
      pattern,
      links: [...remoteLinks(key), ...listLink(list, runtimeConfig)],
    }));
  const remotesOnly = routeRemotes
    .filter(([, key]) => servedHere(key))
    .map(([pattern, key]) => ({ pattern, links: remoteLinks(key) }));
  return [...withLists, ...remotesOnly];
}
