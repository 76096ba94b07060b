/**
 * One address per page: page paths are lower case, since React Router ignores case but a
 * section's own lookups do not. Plain JavaScript so the Node servers' redirect
 * (serving/page-address.mjs) and the shell's routes share it. Only A-Z change: anything
 * else arrives %-encoded.
 *
 * @param {string} pathname the path of a page address, without its query
 * @returns {string}
 */
export function canonicalPagePath(pathname) {
  return pathname.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
