import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * The routes and lists of the product, as the apps read them (@zomato/shared's
 * shared/src/routing/site-routes.json): the server answers before any script runs.
 */
const siteRoutes = createRequire(import.meta.url)('../../shared/src/routing/site-routes.json');
const sections = Object.entries(siteRoutes.sections);
const escape = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The remote that draws each route of the merged site (shell/src/app/routes.tsx). */
const routeRemotes = [
  // A section: its page and everything under it.
  ...sections.map(([key, { path }]) => [new RegExp(`^${escape(path)}(/|$)`), key]),
  // A remote's own pages.
  ...Object.entries(siteRoutes.pages).map(([key, pages]) => [
    new RegExp(`^(${Object.values(pages).map(escape).join('|')})/?$`),
    key,
  ]),
];

const remoteOf = (pathname) => routeRemotes.find(([pattern]) => pattern.test(pathname))?.[1];

/** True when the runtime config has the page load this remote from this server's /mfe/<key>/. */
const servedHere = (key, { remotes }) => remotes[key] === `/mfe/${key}/mf-manifest.json`;

const manifests = new Map(); // file -> { mtimeMs, links }

/** Link header values for a remote's manifest, entry and the scripts its ./App needs at once. */
function linksFor(key, dir) {
  const file = join(dir, 'mf-manifest.json');
  const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtimeMs === undefined) return [];
  const cached = manifests.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.links;
  let links = [];
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    const base = `/mfe/${key}/`;
    const entry = manifest.metaData.remoteEntry;
    const app = manifest.exposes.find((expose) => expose.path === './App');
    links = [
      `<${base}mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${base}${entry.path ? `${entry.path}/` : ''}${entry.name}>; rel=preload; as=script`,
      ...(app?.assets.js.sync ?? []).map((script) => `<${base}${script}>; rel=preload; as=script`),
    ];
  } catch {
    links = []; // a manifest being replaced mid-deploy: no hints this time
  }
  manifests.set(file, { mtimeMs, links });
  return links;
}

/**
 * Preload hints for the page of a route drawn by a remote: its manifest, entry and the
 * scripts of its ./App download with the shell's own, instead of three round trips
 * after the shell has started. Only for remotes this server serves where the runtime
 * config says (a remote moved elsewhere by REMOTE_<KEY>_URL gets none).
 */
export function remotePreloadLinks(pathname, { remoteDirs, runtimeConfig }) {
  const key = remoteOf(pathname);
  const dir = key && remoteDirs[key];
  if (!dir || !servedHere(key, runtimeConfig)) return [];
  return [...linksFor(key, dir), ...dataLinks(pathname, runtimeConfig)];
}

/**
 * The list a section's first page loads (shared/src/api/catalog.ts, docs/architecture.md#serving), for
 * the pages whose largest picture comes from it: fetched with the scripts instead of
 * after they have run. The page's own GET (axios, no custom header) takes the preloaded
 * response. Only for a data service on the site's origin.
 */
const routeLists = sections.map(([, { path, list }]) => [path, siteRoutes.lists[list].list]);
const listRoutePattern = (route) => new RegExp(`^${escape(route)}/?$`);

const listLink = (list, { apiBase }) =>
  /^\/(?!\/)/.test(apiBase)
    ? [`<${apiBase.replace(/\/$/, '')}${list}>; rel=preload; as=fetch; crossorigin=anonymous`]
    : [];

function dataLinks(pathname, runtimeConfig) {
  const list = routeLists.find(([route]) => listRoutePattern(route).test(pathname))?.[1];
  return list ? listLink(list, runtimeConfig) : [];
}

/**
 * The same hints for a server that cannot read the remotes' manifests at request time
 * (deploy/nginx.mjs): for each route pattern (most specific first), the links whose URLs
 * stay the same when a remote is redeployed: its manifest, its entry and the route's list
 * (the hashed scripts of ./App are left out, they change with every build).
 */
export function stableRouteHints(runtimeConfig) {
  const remoteLinks = (key) => [
    `</mfe/${key}/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous`,
    `</mfe/${key}/remoteEntry.js>; rel=preload; as=script`,
  ];
  const withLists = routeLists
    .map(([route, list]) => ({ pattern: listRoutePattern(route), key: remoteOf(route), list }))
    .filter(({ key }) => key && servedHere(key, runtimeConfig))
    .map(({ pattern, key, list }) => ({
      pattern,
      links: [...remoteLinks(key), ...listLink(list, runtimeConfig)],
    }));
  const remotesOnly = routeRemotes
    .filter(([, key]) => servedHere(key, runtimeConfig))
    .map(([pattern, key]) => ({ pattern, links: remoteLinks(key) }));
  return [...withLists, ...remotesOnly];
}
