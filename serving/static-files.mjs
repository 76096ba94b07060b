/**
 * The file types the build writes and the servers hand out as files. A path ending in one of
 * them is a file (a 404 when missing, never the page); any other path, a dotted one such as
 * /dinning/1.5 or /foo.bar included, is a route of the page app, which draws its own
 * not-found page. One list for both servers: express (site-server.mjs) and nginx.
 */
export const staticFileExtensions = [
  'js',
  'mjs',
  'css',
  'map',
  'json',
  'html',
  'txt',
  'svg',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'ico',
  'woff',
  'woff2',
  'br',
  'gz',
];

export const staticFilePattern = new RegExp(`\\.(${staticFileExtensions.join('|')})$`, 'i');

/**
 * The smallest answer either server compresses on the fly (express's `compression`, nginx's
 * gzip/brotli filters): the runtime config, for one, is sent compressed by both or by neither.
 */
export const compressMinBytes = 512;
