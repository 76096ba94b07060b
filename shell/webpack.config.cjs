const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  key: 'shell',
  title: 'Zomato NCR: food delivery, dining out and nightlife in Delhi NCR',
});
