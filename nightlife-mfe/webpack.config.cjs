const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  key: 'nightlife',
  title: 'Nightlife (nightlife-mfe standalone)',
  exposes: {
    './App': './src/app/app.tsx',
  },
});
