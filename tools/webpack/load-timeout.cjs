/**
 * How long a page waits for a script it loads: webpack's chunks (chunkLoadTimeout) and
 * the remotes' entry scripts (federation-runtime-plugin.cjs; the runtime's own default is
 * 20 s). One value, so a slow network never times out one kind of script before the other.
 */
module.exports = { loadTimeoutMs: 120000 };
