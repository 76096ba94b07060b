const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  key: 'dining',
  title: 'Dinning Out (dining-mfe standalone)',
  exposes: {
    './App': './src/app/app.tsx',
  },
});
