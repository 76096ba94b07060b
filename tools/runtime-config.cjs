const { remotes, servicePorts, appPort } = require('./apps.cjs');

/**
 * Builds the runtime config file (/config.json) that the shell and standalone remotes read
 * at start. The shape is checked in the browser by parseRuntimeConfig (@zomato/shared).
 */
function firebaseConfig(env) {
  if (env.FIREBASE_API_KEY) {
    const missing = ['FIREBASE_AUTH_DOMAIN', 'FIREBASE_PROJECT_ID'].filter((name) => !env[name]);
    if (missing.length) throw new Error(`FIREBASE_API_KEY is set, so ${missing.join(' and ')} must be too`);
    return {
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN,
      projectId: env.FIREBASE_PROJECT_ID,
    };
  }
  // No real project given: the local Auth emulator with a demo- project (docs/data-service.md#identity).
  return {
    apiKey: 'demo-api-key',
    authDomain: 'demo-zomato-ncr.firebaseapp.com',
    projectId: 'demo-zomato-ncr',
    emulatorUrl: env.AUTH_EMULATOR_URL || `http://localhost:${servicePorts(env).authEmulator}`,
  };
}

/**
 * QA overrides (docs/releases.md#qa-overrides-canaries-and-integrity): off unless
 * QA_OVERRIDES=on; QA_OVERRIDE_ORIGINS lists the origins (comma-separated) a build may come from.
 * Off, the section is left out (absent means off): every page's config.json is that much smaller.
 */
const overrideRules = (env) =>
  env.QA_OVERRIDES === 'on'
    ? { overrides: { enabled: true, origins: (env.QA_OVERRIDE_ORIGINS ?? '').split(',').filter(Boolean) } }
    : {};

const remoteEnv = (app) => `REMOTE_${app.key.toUpperCase()}_URL`;

/**
 * The merged site: remotes under /mfe/<key>/ of the same origin, the API under /api.
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @param {object} [options]
 * @param {string[]} [options.only]  these remotes only (default: every remote)
 */
function siteConfig(env = process.env, { only } = {}) {
  const config = {
    apiBase: env.API_BASE || '/api',
    remotes: {},
    firebase: firebaseConfig(env),
    ...overrideRules(env),
  };
  for (const app of remotes) {
    if (only && !only.includes(app.key)) continue;
    config.remotes[app.key] = env[remoteEnv(app)] || `/mfe/${app.key}/mf-manifest.json`;
  }
  return config;
}

/**
 * Dev mode: every remote on its own dev server port (but the app asking, when it is one).
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @param {object} [options]
 * @param {string} [options.self]  the key of the app asking (left out)
 */
function devConfig(env = process.env, { self } = {}) {
  const config = { apiBase: '/api', remotes: {}, firebase: firebaseConfig(env) };
  for (const app of remotes) {
    if (app.key === self) continue;
    config.remotes[app.key] = env[remoteEnv(app)] || `http://localhost:${appPort(app, env)}/mf-manifest.json`;
  }
  return config;
}

module.exports = { siteConfig, devConfig, remoteEnv };
