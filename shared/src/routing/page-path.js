/**
 * One address per page: page paths are lower case. React Router matches paths
 * without regard to case, but a section's own lookups (the delivery categories, say) do not,
 * so '/Delivery/cake' worked while '/delivery/Cake' was a 404. Another spelling is sent to
 * this one: by both Node servers with a permanent redirect (deploy/serving/page-address.mjs) and
 * by the shell's route table in the browser. Plain JavaScript so that both read this one rule.
 *
 * Only A-Z change: a page path is ASCII (anything else arrives %-encoded, and '%C3' and '%c3'
 * are the same byte).
 *
 * @param {string} pathname the path of a page address, without its query
 * @returns {string}
 */
export function canonicalPagePath(pathname) {
  return pathname.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
