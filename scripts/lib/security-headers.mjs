/**
 * Security headers for every response of the site. The CSP allows no inline script;
 * styles may be inline because CSS is injected by the bundles. The Auth emulator (or a real
 * Firebase project) is allowed for the identity calls and its helper frame.
 */
export function contentSecurityPolicy(runtimeConfig) {
  const identity = [];
  const firebase = runtimeConfig.firebase;
  if (firebase?.emulatorUrl) identity.push(firebase.emulatorUrl);
  if (firebase && !firebase.emulatorUrl) {
    identity.push(`https://${firebase.authDomain}`, 'https://*.googleapis.com', 'https://apis.google.com');
  }
  const remoteOrigins = Object.values(runtimeConfig.remotes)
    .filter((url) => /^https?:/.test(url))
    .map((url) => new URL(url).origin);
  const apiOrigin = /^https?:/.test(runtimeConfig.apiBase) ? [new URL(runtimeConfig.apiBase).origin] : [];
  const list = (...sources) => [...new Set(sources.flat())].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(
      "'self'",
      remoteOrigins,
      identity.filter((s) => !s.includes('googleapis')),
    )}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', apiOrigin, remoteOrigins, firebase ? 'https:' : [])}`,
    `connect-src ${list("'self'", apiOrigin, remoteOrigins, identity)}`,
    `frame-src ${list("'self'", identity)}`,
    `font-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export function securityHeaders(runtimeConfig) {
  const csp = contentSecurityPolicy(runtimeConfig);
  return (req, res, next) => {
    res.set('Content-Security-Policy', csp);
    res.set('X-Content-Type-Options', 'nosniff');
    res.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.set('X-Frame-Options', 'DENY');
    next();
  };
}
