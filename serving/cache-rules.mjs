/**
 * How long browsers and proxies may keep each kind of file, for both servers (express in
 * site-server.mjs, nginx in deploy/nginx.mjs). Entry points and manifests name the current
 * version of everything else, so they are revalidated on every load; files whose names
 * carry their content hash never change, so they are kept for a year. So is every file of
 * a released remote version, /mfe/<key>/<version>/…, manifest and entry included: a
 * version folder is never modified (deploy/release/, docs/decisions/0008-versioned-releases.md);
 * /config.json says which version is live, and is revalidated.
 */
export const cacheRules = {
  versioned: {
    pattern: /(^|\/)mfe\/[a-z]+\/[0-9a-f]{12}\//,
    value: 'public, max-age=31536000, immutable',
  },
  fresh: {
    pattern:
      /(^|\/)(config\.json|mf-manifest\.json|css-index\.json|remoteEntry\.js|federation-runtime\.js|index\.html|landing\.html)$/,
    value: 'no-cache',
  },
  immutable: {
    pattern: /\.[0-9a-f]{8}\.[a-z0-9]+$/i,
    value: 'public, max-age=31536000, immutable',
  },
  /** Anything else (favicon, pictures without a hash): an hour. */
  other: { value: 'public, max-age=3600' },
};

/** The Cache-Control value for a file path or URL path. */
export function cacheControlFor(path) {
  if (cacheRules.versioned.pattern.test(path)) return cacheRules.versioned.value;
  if (cacheRules.fresh.pattern.test(path)) return cacheRules.fresh.value;
  if (cacheRules.immutable.pattern.test(path)) return cacheRules.immutable.value;
  return cacheRules.other.value;
}
