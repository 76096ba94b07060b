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
