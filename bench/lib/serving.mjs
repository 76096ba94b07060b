import { request } from 'node:http';

const hashed = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
/** A file of a released remote version (deploy/release/): never modified, so kept a year. */
const versioned = /^\/mfe\/[a-z]+\/[0-9a-f]{12}\//;
const mustRevalidate = /(\/mf-manifest\.json|\/remoteEntry\.js|\/config\.json)$/;
const textual = /\.(js|css|json|svg|html)$/i;

/** Raw response headers of a GET, as a browser asking for brotli or gzip gets them. */
function headersOf(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const maxAge = (cacheControl = '') => Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
const revalidates = (cacheControl = '') => /no-cache|no-store|max-age=0\b/.test(cacheControl);

/**
 * Compression and caching of what the site served: hashed files and every file of a
 * released remote version cached for a year, the page and the runtime config (and any
 * unversioned manifest or entry) revalidated on every load, text compressed with brotli or
 * gzip. Checks every same-origin URL the page loads fetched, plus the config and every
 * remote's live manifest and entry (`manifestUrls`, from the runtime config).
 */
export async function checkServing(siteUrl, fetchedUrls, manifestUrls) {
  const origin = new URL(siteUrl).origin;
  const urls = new Set(
    [...fetchedUrls].filter((url) => url.startsWith(origin) && !new URL(url).pathname.startsWith('/api/')),
  );
  urls.add(`${siteUrl}/config.json`);
  for (const manifest of manifestUrls) {
    const url = new URL(manifest, siteUrl).href;
    urls.add(url);
    urls.add(url.replace(/mf-manifest\.json$/, 'remoteEntry.js'));
  }
  const result = { checked: 0, hashed: 0, fresh: 0, compressed: 0, problems: [] };
  for (const url of [...urls].sort()) {
    const { pathname } = new URL(url);
    const { status, headers } = await headersOf(url);
    result.checked += 1;
    const cacheControl = headers['cache-control'];
    const where = pathname;
    if (status !== 200) {
      result.problems.push(`${where}: status ${status}`);
      continue;
    }
    if (hashed.test(pathname) || versioned.test(pathname)) {
      result.hashed += 1;
      if (maxAge(cacheControl) < 31536000)
        result.problems.push(`${where}: hashed but Cache-Control "${cacheControl}"`);
    } else if (mustRevalidate.test(pathname) || (headers['content-type'] ?? '').startsWith('text/html')) {
      result.fresh += 1;
      if (!revalidates(cacheControl))
        result.problems.push(`${where}: must revalidate, Cache-Control "${cacheControl}"`);
    }
    const textBody =
      textual.test(pathname) ||
      /^(text\/|application\/(json|javascript))/.test(headers['content-type'] ?? '');
    const length = Number(headers['content-length'] ?? Infinity);
    if (textBody && length > 1024) {
      if (/^(br|gzip)$/.test(headers['content-encoding'] ?? '')) result.compressed += 1;
      else result.problems.push(`${where}: not compressed (${headers['content-encoding'] ?? 'identity'})`);
    }
  }
  return result;
}
