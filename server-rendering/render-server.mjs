#!/usr/bin/env node
/**
 * The stateless render server behind nginx (docs/serving.md#deploying-production-nginx): page
 * routes get server-rendered HTML and its CSP; nginx keeps static files, caching and other headers.
 *
 *   node server-rendering/render-server.mjs --shell /srv/zomato/shell --config /srv/zomato/config.json \
 *     --files http://127.0.0.1:80 --api http://127.0.0.1:8080 [--port 3100] [--host 127.0.0.1]
 *
 * --files is where the config's '/mfe/…' URLs are fetched from (nginx); --api the data service.
 * Pages are 503 until /readyz is 200, so nginx's `proxy_next_upstream` tries another server.
 */
import express from 'express';
import { parseArgs } from 'node:util';
import { createLiveRenderer } from './live-renderer.mjs';
import { contentSecurityPolicy } from '@zomato/serving/security-headers';
import { redirectToCanonicalPath, rejectBadAddresses } from '@zomato/serving/page-address';
import { budgetFromEnv, isPageRoute, lanesFromEnv, pageCacheFromEnv } from './page-renderer.mjs';

const { values } = parseArgs({
  options: {
    shell: { type: 'string' },
    config: { type: 'string' },
    files: { type: 'string' },
    api: { type: 'string' },
    port: { type: 'string', default: '3100' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const missing = ['shell', 'config', 'files', 'api'].filter((name) => !values[name]);
if (missing.length) {
  console.error(`render-server: missing --${missing.join(', --')}`);
  process.exit(2);
}

// Followed as releases switch it (deploy/release/), so no restart is needed.
const renderPage = await createLiveRenderer({
  shellDist: values.shell,
  configFile: values.config,
  fileOrigin: values.files,
  apiBase: values.api,
  budgetMs: budgetFromEnv(),
  cacheMs: pageCacheFromEnv(),
  ...lanesFromEnv(),
});
if (!renderPage) {
  console.error(`render-server: ${values.shell} has no server build (server/main.js)`);
  process.exit(1);
}

const app = express();
app.disable('x-powered-by');
app.use(rejectBadAddresses);
// The CSP is made here, not in nginx: it names the origins of the config as it is now.
let policy = { stamp: '', value: '' };
app.use((req, res, next) => {
  const { stamp, config } = renderPage.liveConfig();
  if (policy.stamp !== stamp) policy = { stamp, value: contentSecurityPolicy(config) };
  res.set('Content-Security-Policy', policy.value);
  next();
});
// Liveness: the process answers. Readiness: it is warmed (every section's code loaded, one page
// of each drawn), so its first visitors get pages within budget.
app.get('/healthz', (req, res) => res.type('text/plain').send('ok'));
app.get('/readyz', (req, res) =>
  renderPage.isReady()
    ? res.type('text/plain').send('ready')
    : res.status(503).set('Retry-After', '1').type('text/plain').send('warming up'),
);
/** A cold server turns pages away: nginx asks another render server, or serves the static page. */
const whenReady = (req, res, next) =>
  renderPage.isReady()
    ? next()
    : res
        .status(503)
        .set({ 'Retry-After': '1', 'Cache-Control': 'no-store' })
        .type('text/plain')
        .send('warming up');
app.get(/.*/, (req, res, next) =>
  isPageRoute(req.path)
    ? whenReady(req, res, () => redirectToCanonicalPath(req, res, () => renderPage(req, res)))
    : next(),
);
// A form posted to a page is answered by its section (./form-post.mjs).
app.post(/.*/, (req, res, next) =>
  isPageRoute(req.path) ? whenReady(req, res, () => renderPage(req, res)) : next(),
);
app.use((req, res) => res.status(404).type('text/plain').send('Not found'));
// Whatever express itself refuses (a malformed request) is a short plain answer, no stack.
app.use((error, req, res, next) => {
  if (res.headersSent) return next(error);
  const status = error.status >= 400 && error.status < 500 ? error.status : 500;
  res
    .status(status)
    .type('text/plain')
    .send(status === 500 ? 'Server error\n' : 'Bad request\n');
});
const server = app.listen(Number(values.port), values.host, () =>
  console.log(
    `render server on http://${values.host}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
  ),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
