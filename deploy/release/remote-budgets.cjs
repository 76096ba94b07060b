/**
 * Each remote's first-load budget: at most this many KB travel (compressed) the first time
 * the shell uses it: its manifest, its entry and the scripts and styles of the modules the
 * shell relies on (deploy/release/first-load.cjs says exactly what counts). A release over
 * its budget is refused (deploy/cli.mjs release); `npm run bench` reports each against it
 * (bench/budgets.mjs). Each leaves room above what the remote measures (docs/performance.md);
 * dining and nightlife carry their own listing UI (ADR 0016).
 */
const remoteFirstLoadKB = {
  delivery: 40,
  dining: 22,
  nightlife: 22,
  checkout: 26,
  auth: 30,
};

module.exports = { remoteFirstLoadKB };
