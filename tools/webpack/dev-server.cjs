const { appPort, servicePorts } = require('../apps.cjs');
const { devConfig } = require('../runtime-config.cjs');

/** webpack-dev-server 5 settings: own port, CORS for federation, /config.json and /api. */
exports.devServerFor = function devServerFor(app) {
  const env = process.env;
  return {
    port: appPort(app, env),
    host: 'localhost',
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    client: { overlay: { warnings: false } },
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [
      {
        context: ['/api'],
        target: `http://127.0.0.1:${servicePorts(env).mockApi}`,
        pathRewrite: { '^/api': '' },
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
