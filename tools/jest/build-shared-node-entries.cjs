/**
 * Jest's Node projects run what the servers and deploy/ load: @zomato/shared's built Node entries
 * (its "node" export conditions, shared/dist/). They are built from the source first, once a run,
 * so a test never runs an older copy of the rules (shared/scripts/build-node-entries.cjs writes
 * only what changed).
 */
const { buildNodeEntries } = require('../../shared/scripts/build-node-entries.cjs');

module.exports = () => {
  if (globalThis.sharedNodeEntriesBuilt) return;
  buildNodeEntries();
  globalThis.sharedNodeEntriesBuilt = true;
};
