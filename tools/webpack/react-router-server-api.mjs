/**
 * The router singleton of the server builds: the browser's names (react-router-api.mjs) and the
 * server's, which no browser downloads.
 */
export * from './react-router-api.mjs';
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-build';
