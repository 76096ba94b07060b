/**
 * The brotli / gzip copies the build writes beside each file (tools/webpack/precompress.cjs):
 * which one a browser gets, and the middleware that serves it. CommonJS, as the rest of this
 * folder, so the repo's Jest node projects load it as they are (site-server.mjs imports it).
 */
const { extname, join, resolve, sep } = require('node:path');
const { statSync } = require('node:fs');

/** The name ending of each encoding's copy. */
const copySuffix = { br: '.br', gzip: '.gz' };

/** brotli when the browser takes it at least as gladly as gzip (browsers list gzip first). */
function preferredEncoding(acceptEncoding = '') {
  const weights = {};
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((text) => text.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    weights[name] = q ? Number(q.slice(2)) || 0 : 1;
  }
  const weight = (name) => weights[name] ?? weights['*'] ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : undefined;
}

/**
 * Serves the copy when the browser accepts it; anything else falls through to
 * express.static, compressed on the fly by `compression`.
 *
 * @param {string} dir
 * @param {{ setHeaders: (res: import('http').ServerResponse, file: string) => void }} options
 *   setHeaders: the Cache-Control of the file (not of its copy)
 */
function precompressed(dir, { setHeaders }) {
  const base = resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const encoding = preferredEncoding(req.get('Accept-Encoding'));
    if (!encoding) return next();
    let pathname;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = resolve(join(base, pathname));
    if (!file.startsWith(base + sep) || file.includes('\0')) return next();
    const copy = `${file}${copySuffix[encoding]}`;
    if (!statSync(copy, { throwIfNoEntry: false })?.isFile()) return next();
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(extname(file));
    setHeaders(res, file);
    return res.sendFile(copy, (error) => {
      // A visitor who leaves mid-download is not an error (express.static ignores it too).
      if (!error || error.code === 'ECONNABORTED' || error.syscall === 'write') return;
      if (!res.headersSent) next(error);
    });
  };
}

module.exports = { copySuffix, preferredEncoding, precompressed };
