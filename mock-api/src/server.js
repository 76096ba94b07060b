const express = require('express');
const jsonServer = require('json-server');
const { join } = require('node:path');
const { answerAfterBody } = require('./answer-after-body.js');
const { CartStore } = require('./cart/cart-store.js');
const { cartRoutes } = require('./cart/cart-routes.js');
const { drawFirstPictures, imageRoute } = require('./catalog/images.js');
const { createCatalogueCache } = require('./catalog/response-cache.js');
const { loadCatalog } = require('./catalog/seed.js');
const { createOtlpExport } = require('./telemetry/otlp-export.js');
const { telemetryRoutes } = require('./telemetry/routes.js');

const cartFileName = 'cart.json';
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type, X-Visitor-Id, If-Match, Idempotency-Key',
  'Access-Control-Expose-Headers': 'ETag',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

/**
 * The data service of docs/product.md#data-service-calls: json-server 0.17 answers the read-only catalogue
 * (case-insensitive paths, so '/Cake' and '/cake/1' both work); /cart is our own,
 * validated, per-visitor and durable; /telemetry takes the browsers' section health reports
 * (and forwards them to an OpenTelemetry collector when OTEL_EXPORTER_OTLP_ENDPOINT is set;
 * `telemetry.otlp`: createOtlpExport's options). `close` sends what is queued for it.
 *
 * @param {{ dataDir: string, globalSize?: number, scale?: number, telemetry?: Record<string, any> }} options
 */
function createApi({ dataDir, globalSize = 0, scale = 0, telemetry = {} }) {
  const catalog = loadCatalog({ globalSize, scale });
  const store = new CartStore(join(dataDir, cartFileName));
  const cache = createCatalogueCache();
  const app = express();
  app.disable('x-powered-by');
  // The service listens on loopback only, behind the site's proxies (npm start, nginx), which
  // name the client in X-Forwarded-For: req.ip, and so the telemetry rate limit, is per client.
  app.set('trust proxy', 'loopback');
  const { otlp, ...routeOptions } = telemetry;
  const exporter = createOtlpExport({ ...(routeOptions.log ? { log: routeOptions.log } : {}), ...otlp });
  const health = telemetryRoutes({ dir: join(dataDir, 'telemetry'), exporter, ...routeOptions });
  app.use((req, res, next) => {
    res.set(corsHeaders);
    if (req.method === 'OPTIONS') return res.sendStatus(204);
    return next();
  });
  app.get('/health', (req, res) => res.json({ ok: true }));
  app.get('/images/:collection/:file', imageRoute(catalog));
  const picturesDrawn = drawFirstPictures(catalog);
  app.use('/cart', cartRoutes(store));
  app.use('/telemetry', health.router);
  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    return res.status(405).json({ error: 'the catalogue is read-only' });
  });
  app.get('/db', (req, res) => res.status(404).json({ error: 'not found' }));
  app.use(cache.record);
  app.use(jsonServer.router(catalog));
  app.use((req, res) => res.status(404).json({ error: 'not found' }));
  /** The request handler to serve: kept catalogue answers first, then the app. */
  const handle = (req, res) => {
    answerAfterBody(req, res);
    if (!cache.answer(req, res)) app(req, res);
  };
  const close = async () => exporter?.shutdown();
  return { handle, store, telemetry: health.store, exporter, close, picturesDrawn };
}

module.exports = { cartFileName, createApi };
