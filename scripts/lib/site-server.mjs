import compression from 'compression';
import express from 'express';
import { join } from 'node:path';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { cacheControlFor, cacheRules } from '@zomato/serving/cache-rules';
import { liveConfig } from '@zomato/serving/live-config';
import { remotePreloadLinks, scriptOfHint } from '@zomato/serving/remote-preload';
import { securityHeaders } from '@zomato/serving/security-headers';
import { isPageRoute, shellPageFor } from '../../server-rendering/page-renderer.mjs';
import { redirectToCanonicalPath, rejectBadAddresses } from '@zomato/serving/page-address';
import { compressMinBytes, staticFilePattern } from '@zomato/serving/static-files';
import { serveFiles } from './static-serving/serve-files.cjs';

export { preferredEncoding } from './static-serving/precompressed.cjs';

/** Cache-Control by file name (serving/cache-rules.mjs, shared with nginx). */
export function cacheHeaders(res, filePath) {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
}

/**
 * The production site, from a site root laid out as production holds it (deploy/release/,
 * docs/serving.md#serving-npm-start): the page app at /, each remote's released versions under
 * /mfe/<key>/<version>/, the runtime config at /config.json (read again whenever a release
 * switches it) and the data service under /api.
 *
 * @param {object} options
 * @param {string} options.pageDir   dist folder that owns the html page (the staged shell, or one remote standalone)
 * @param {string} options.siteRoot  the site root: <siteRoot>/config.json and <siteRoot>/mfe/
 * @param {string} options.apiTarget e.g. 'http://127.0.0.1:8080'
 * @param {object} [options.runtimeConfig]  the config whose origins make the CSP (default: the file's at start)
 */
export function createSiteServer({ pageDir, siteRoot, apiTarget, runtimeConfig }) {
  const configFile = join(siteRoot, 'config.json');
  const filesOf = (dir, options) => serveFiles(dir, { ...options, setHeaders: cacheHeaders });
  const currentConfig = liveConfig(configFile);
  const app = express();
  app.disable('x-powered-by');
  app.use(compression({ threshold: compressMinBytes }));
  app.use(securityHeaders(runtimeConfig ?? currentConfig().config));
  app.use(rejectBadAddresses);

  app.get('/config.json', (req, res, next) => {
    res.set('Cache-Control', cacheControlFor(req.path));
    res.sendFile(configFile, (error) => {
      if (error && !res.headersSent) next(error);
    });
  });

  const remotesDir = join(siteRoot, 'mfe');
  app.use('/mfe', (req, res, next) => {
    // Federation loads remote files from another app's page: allow it, as a CDN would.
    res.set('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use('/mfe', filesOf(remotesDir, { fallthrough: false }));

  app.use(
    '/api',
    createProxyMiddleware({
      target: apiTarget,
      changeOrigin: true,
      // X-Forwarded-For: the data service limits telemetry per client, not per proxy.
      xfwd: true,
      on: {
        error: (error, req, res) => {
          // For an upgrade (a WebSocket) res is the socket, with no writeHead: nothing to answer with.
          const response = /** @type {import('node:http').ServerResponse} */ (res);
          if (typeof response.writeHead !== 'function') return;
          // The rest of the visitor's body is read and dropped: left unread, their connection
          // would be reset, and the answer lost with it.
          req.unpipe();
          req.resume();
          if (response.headersSent) return;
          // Reset while sending: the service was reached and closed without answering.
          const { code } = /** @type {NodeJS.ErrnoException} */ (error);
          const closed = code === 'ECONNRESET' || code === 'EPIPE';
          response.writeHead(502, { 'Content-Type': 'application/json' });
          response.end(
            JSON.stringify({
              error: closed
                ? 'the data service closed the connection without an answer'
                : 'the data service is not reachable',
            }),
          );
        },
      },
    }),
  );

  app.use(filesOf(pageDir));
  // A form posted to a page is answered by its section (server-rendering/form-post.mjs).
  const formPost = (req) => req.method === 'POST' && isPageRoute(req.path) && req.app.locals.renderPage;
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A missing file is a 404; any other path is a route of the single-page app.
    if (staticFilePattern.test(req.path)) return res.status(404).type('text/plain').send('Not found');
    return redirectToCanonicalPath(req, res, next);
  });
  app.use((req, res, next) => (formPost(req) ? req.app.locals.renderPage(req, res) : next()));
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.set('Cache-Control', cacheRules.fresh.value);
    // Server rendering, once the stack has made a renderer (app.locals.renderPage).
    // `X-Render: client` asks for the client-rendered page (server-rendering/page-renderer.mjs).
    const renderPage = req.get('X-Render') === 'client' ? undefined : req.app.locals.renderPage;
    // A server-rendered page brings its data in the HTML: no preload of the list then.
    const { config } = currentConfig();
    const links = remotePreloadLinks(req.path, { siteRoot, runtimeConfig: config }).filter(
      (link) => !renderPage || !link.startsWith(`<${config.apiBase}/`),
    );
    // A server-rendered page preloads the remote's scripts from its head, with their digests
    // (server-rendering/page-html.mjs), not by hints read with its headers.
    const [scripts, hints] = renderPage ? splitScriptHints(links) : [[], links];
    if (hints.length) res.set('Link', hints.join(', '));
    res.locals.startUpScripts = scripts;
    if (renderPage) return renderPage(req, res);
    return res.sendFile(join(pageDir, shellPageFor(pageDir, req.path)));
  });
  app.use(plainErrors);
  return app;
}

/** Script preloads as [url, digest?] for a page's head, and the other hints. */
function splitScriptHints(links) {
  const scripts = [];
  const hints = [];
  for (const link of links) {
    const script = scriptOfHint(link);
    if (script) scripts.push(script);
    else hints.push(link);
  }
  return [scripts, hints];
}

/** Errors answer a short plain text with their status, never express's page with a stack trace (express tells error handlers by their four parameters). */
function plainErrors(error, req, res, next) {
  if (res.headersSent) return next(error);
  const status = Number(error.status ?? error.statusCode);
  const code = status >= 400 && status < 600 ? status : 500;
  const text = code === 404 ? 'Not found' : code < 500 ? 'Bad request' : 'Server error';
  if (code >= 500) console.error(error);
  return res.status(code).type('text/plain').send(text);
}
