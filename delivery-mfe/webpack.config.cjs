const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  key: 'delivery',
  title: 'Delivery (delivery-mfe standalone)',
  exposes: {
    './App': './src/app/app.tsx',
  },
});
