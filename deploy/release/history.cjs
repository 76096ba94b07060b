/**
 * Which version of a remote was live when: one event per switch (stage, release,
 * rollback), newest last, in <root>/releases/<key>/history.json. Rollback and prune read
 * the previous version from it; the runtime config stays the truth about the current one.
 */
const { existsSync, mkdirSync } = require('node:fs');
const { jsonText, readJson, writeFileAtomic } = require('./files.cjs');
const { historyFile, releasesDir } = require('./layout.cjs');

const kept = 200;

/** [{ at, action, version, from }] */
function readHistory(root, key) {
  const file = historyFile(root, key);
  return existsSync(file) ? readJson(file).events : [];
}

function appendHistory(root, key, event) {
  mkdirSync(releasesDir(root, key), { recursive: true });
  const events = [...readHistory(root, key), event].slice(-kept);
  writeFileAtomic(historyFile(root, key), jsonText({ key, events }));
}

/** The version live before current (what `rollback` goes back to), if any. */
function previousVersion(events, current) {
  const last = events.findLast((event) => event.version === current);
  return last?.from ?? undefined;
}

/** When each version was last made live, newest first: version -> time. */
function lastLive(events) {
  const times = new Map();
  for (const event of events) times.set(event.version, event.at);
  return times;
}

module.exports = { readHistory, appendHistory, previousVersion, lastLive };
