/**
 * Where identity needs to reach. The Firebase SDK loads Google's gapi loader
 * (https://apis.google.com/js/api.js) into the page for its popup helper frame, with the
 * emulator as with a real project; the frame itself comes from the emulator or from the
 * project's auth domain, and the REST calls go to the same place.
 */
function identitySources(firebase) {
  if (!firebase) return { script: [], connect: [], frame: [] };
  const gapi = 'https://apis.google.com';
  if (firebase.emulatorUrl) {
    const emulator = /^https?:/.test(firebase.emulatorUrl) ? new URL(firebase.emulatorUrl).origin : [];
    return { script: [gapi], connect: [emulator].flat(), frame: [emulator].flat() };
  }
  return {
    script: [gapi],
    connect: ['https://*.googleapis.com'],
    frame: [`https://${firebase.authDomain}`, gapi],
  };
}

/**
 * Security headers for every response of the site. The CSP allows no inline script (a page's
 * JSON data blocks are not run); styles may be inline: a server-rendered page carries its CSS
 * in <style> elements (and `npm run dev` injects them). A remote's CSS files come from where its
 * scripts do.
 */
export function contentSecurityPolicy(runtimeConfig) {
  const firebase = runtimeConfig.firebase;
  const identity = identitySources(firebase);
  const remoteOrigins = Object.values(runtimeConfig.remotes)
    .filter((url) => /^https?:/.test(url))
    .map((url) => new URL(url).origin);
  const apiOrigin = /^https?:/.test(runtimeConfig.apiBase) ? [new URL(runtimeConfig.apiBase).origin] : [];
  const list = (...sources) => [...new Set(sources.flat())].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", remoteOrigins, identity.script)}`,
    `style-src ${list("'self'", "'unsafe-inline'", remoteOrigins)}`,
    // Signed-in users' photos live on Google's (or any https) image hosts.
    `img-src ${list("'self'", 'data:', 'blob:', apiOrigin, remoteOrigins, firebase ? 'https:' : [])}`,
    `connect-src ${list("'self'", apiOrigin, remoteOrigins, identity.connect)}`,
    `frame-src ${list("'self'", identity.frame)}`,
    `font-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** The headers every response carries, by name: one list for express and for nginx. */
export function securityHeaderValues(runtimeConfig) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(runtimeConfig),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

export function securityHeaders(runtimeConfig) {
  const headers = securityHeaderValues(runtimeConfig);
  return (req, res, next) => {
    res.set(headers);
    next();
  };
}
