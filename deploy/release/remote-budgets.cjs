/**
 * Each remote's first-load budget: at most this many KB travel (compressed) the first time
 * the shell uses it: its manifest, its entry and the scripts and styles of the modules the
 * shell relies on (deploy/release/first-load.cjs says exactly what counts). A release over
 * its budget is refused (deploy/cli.mjs release); `npm run bench` reports each against it
 * (bench/budgets.mjs). Set with room above what each measured when versioned releases came in (delivery 27.7,
 * dining 9.0, nightlife 8.9, checkout 18.5, auth 23.5 KB). Dining and nightlife were raised when
 * their listing and cards became their own (ADR 0016: 15.7 and 15.1 KB, the UI the shell's
 * shared module used to bring on every page).
 */
const remoteFirstLoadKB = {
  delivery: 40,
  dining: 22,
  nightlife: 22,
  checkout: 25,
  auth: 30,
};

module.exports = { remoteFirstLoadKB };
