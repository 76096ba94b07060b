const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  key: 'checkout',
  title: 'Checkout (checkout-mfe standalone)',
  exposes: {
    './App': './src/app/app.tsx',
    './CartView': './src/features/cart/cart-view.tsx',
  },
});
