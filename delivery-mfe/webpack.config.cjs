const createAppConfig = require('../tools/webpack/create-app-config.cjs');
// What this remote exposes, as the host relies on it (one declaration: docs/architecture.md).
const contract = require('@zomato/shared/contract.json');

module.exports = createAppConfig({
  dir: __dirname,
  key: 'delivery',
  title: 'Delivery (delivery-mfe standalone)',
  exposes: contract.delivery,
});
