/**
 * The apps of the workspace and their default ports (docs/architecture.md#apps). `key` is an
 * app's one name: its package (`@zomato/<key>`), its federation name (a remote's is the global
 * its remoteEntry.js defines), webpack's uniqueName (so its chunk list is `webpackChunk<key>`),
 * the prefix of its CSS classes and a remote's runtime config key. Only `dir`, its folder, differs.
 */
const apps = [
  { dir: 'shell', key: 'shell', port: 3000, portEnv: 'SHELL_PORT' },
  { dir: 'delivery-mfe', key: 'delivery', port: 3001, portEnv: 'DELIVERY_PORT' },
  { dir: 'dining-mfe', key: 'dining', port: 3002, portEnv: 'DINING_PORT' },
  { dir: 'nightlife-mfe', key: 'nightlife', port: 3003, portEnv: 'NIGHTLIFE_PORT' },
  { dir: 'checkout-mfe', key: 'checkout', port: 3004, portEnv: 'CHECKOUT_PORT' },
  { dir: 'auth-mfe', key: 'auth', port: 3005, portEnv: 'AUTH_PORT' },
];

const remotes = apps.filter((app) => app.key !== 'shell');

/** Reads a port from the environment; a bad value stops with a message naming it. */
function portFromEnv(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

const servicePorts = (env = process.env) => ({
  site: portFromEnv(env, 'PORT', 3000),
  mockApi: portFromEnv(env, 'MOCK_API_PORT', 8080),
  authEmulator: portFromEnv(env, 'AUTH_EMULATOR_PORT', 9099),
});

const appPort = (app, env = process.env) => portFromEnv(env, app.portEnv, app.port);

module.exports = { apps, remotes, portFromEnv, servicePorts, appPort };
