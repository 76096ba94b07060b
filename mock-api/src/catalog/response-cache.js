const { gzip } = require('node:zlib');

/**
 * The catalogue never changes while the service runs (writes are refused), so the answer
 * json-server renders for a URL is kept, with its headers and ETag, and sent again.
 *
 * - `record` is express middleware in front of json-server: it keeps each successful GET.
 * - `answer(req, res)` runs before express itself (routing, query parsing, json-server's
 *   rendering): it sends a kept answer (304 when the ETag matches) and returns true, or
 *   returns false so express handles the request: express's routing and json-server's
 *   rendering are most of a catalogue answer's cost (docs/data-service.md#data-service).
 *
 * Only 200 answers to GET are kept, `maxEntries` URLs at most; /cart and the pictures are
 * routed before `record` and never kept.
 *
 * A kept answer of `gzipFrom` bytes or more is also gzipped once, in the background, and sent
 * so to a client that takes gzip: a list at catalogue scale (100,000 items, 16 MB) is
 * otherwise compressed again on every request by the site's proxy (about 1.5 s of CPU).
 */
function createCatalogueCache({ maxEntries = 500, gzipFrom = 64 * 1024 } = {}) {
  const kept = new Map();

  const record = (req, res, next) => {
    if (req.method !== 'GET') return next();
    const send = res.send.bind(res);
    res.send = (body) => {
      if (res.statusCode === 200 && typeof body === 'string') {
        if (kept.size >= maxEntries) kept.clear();
        const buffer = Buffer.from(body);
        // The same ETag express sends: its own 'etag fn' setting.
        const headers = { ...res.getHeaders(), etag: req.app.get('etag fn')(buffer) };
        // The kept answer has a gzipped copy, sent to clients that take it.
        headers.vary = 'Accept-Encoding';
        const notModifiedHeaders = { ...headers };
        delete notModifiedHeaders['content-length'];
        headers['content-length'] = String(buffer.length);
        const entry = { headers, notModifiedHeaders, buffer };
        kept.set(req.originalUrl, entry);
        if (buffer.length >= gzipFrom)
          gzip(buffer, (error, compressed) => {
            if (!error) entry.gzip = compressed;
          });
      }
      return send(body);
    };
    return next();
  };

  const answer = (req, res) => {
    if (req.method !== 'GET') return false;
    const hit = kept.get(req.url);
    if (!hit) return false;
    if (req.headers['if-none-match'] === hit.headers.etag) {
      res.writeHead(304, hit.notModifiedHeaders);
      res.end();
    } else if (hit.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(200, {
        ...hit.headers,
        'content-encoding': 'gzip',
        'content-length': String(hit.gzip.length),
      });
      res.end(hit.gzip);
    } else {
      res.writeHead(200, hit.headers);
      res.end(hit.buffer);
    }
    return true;
  };

  return { record, answer };
}

module.exports = { createCatalogueCache };
