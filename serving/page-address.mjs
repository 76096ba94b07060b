import { canonicalPagePath } from '@zomato/shared/page-path';

/**
 * Addresses no file or page of the site can have. Both servers (site-server.mjs and the render
 * server) refuse them first, with a short plain 400: never a crash, a stack or a file lookup.
 */

/** Longest address answered (a browser's own limit is far above any route of the site). */
export const maxPageUrlLength = 2048;

/**
 * Why a page address cannot be rendered, or undefined: broken %-encoding (in the path or
 * the query) and addresses past maxPageUrlLength get a 400 with this text, never a stack.
 */
export function pageUrlProblem(url) {
  if (url.length > maxPageUrlLength) return `the address is longer than ${maxPageUrlLength} characters`;
  const [path, query = ''] = url.split(/\?(.*)/s);
  try {
    decodeURIComponent(path);
    for (const part of query.split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return 'the address has broken %-encoding';
  }
  return undefined;
}

/** Express middleware: a 400 for an address pageUrlProblem refuses. */
export function rejectBadAddresses(req, res, next) {
  const problem = pageUrlProblem(req.originalUrl);
  if (!problem) return next();
  return res.status(400).type('text/plain').send(`Bad request: ${problem}\n`);
}

/**
 * Express middleware for page routes: an address whose path is not in its lower-case form
 * (canonicalPagePath, @zomato/shared/page-path, the shell's routes' own rule) is sent there with
 * a permanent redirect, its query kept as it was (`?city=Noida` is a value, not a path).
 */
export function redirectToCanonicalPath(req, res, next) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const [path, query] = req.originalUrl.split(/\?(.*)/s);
  const canonical = canonicalPagePath(path);
  if (canonical === path) return next();
  return res.redirect(308, query === undefined ? canonical : `${canonical}?${query}`);
}
