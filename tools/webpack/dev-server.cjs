const { appPort, servicePorts } = require('../apps.cjs');
const { devConfig } = require('../runtime-config.cjs');

/**
 * webpack-dev-server 5 settings: own port, CORS for federation, /config.json and /api.
 * Hot updates with React Fast Refresh (fast-refresh/); a change no component takes in
 * (an entry file, say) reloads the page. The socket is this server's own, named in full:
 * a remote's code runs in the shell's page, whose address is the shell's.
 *
 * @param {{ key: string, port: number, portEnv: string }} app  an app of tools/apps.cjs
 * @returns {import('webpack-dev-server').Configuration}
 */
exports.devServerFor = function devServerFor(app) {
  const env = process.env;
  const port = appPort(app, env);
  return {
    port,
    host: 'localhost',
    historyApiFallback: true,
    hot: true,
    liveReload: true,
    client: {
      overlay: { warnings: false },
      webSocketURL: { protocol: 'ws', hostname: 'localhost', port, pathname: '/ws' },
    },
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [
      {
        context: ['/api'],
        target: `http://127.0.0.1:${servicePorts(env).mockApi}`,
        pathRewrite: { '^/api': '' },
        // The client's address for the data service's per-client telemetry limit.
        xfwd: true,
      },
    ],
    setupMiddlewares(middlewares, devServer) {
      devServer.app.get('/config.json', (req, res) => {
        res.set('Cache-Control', 'no-store');
        res.json(devConfig(env, { self: app.key }));
      });
      return middlewares;
    },
  };
};
