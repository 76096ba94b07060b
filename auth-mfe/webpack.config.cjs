const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  key: 'auth',
  title: 'Account (auth-mfe standalone)',
  exposes: {
    './App': './src/app/app.tsx',
    './AuthModal': './src/features/modal/auth-modal.tsx',
    './NavBar': './src/features/nav-bar/nav-bar.tsx',
    './Session': './src/features/user/api/session.ts',
  },
});
