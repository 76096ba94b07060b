/**
 * What a remote load leaves to read, for its timings (./remote-load-report.ts) and, after a
 * failure, for naming its phase (./remote-failure-phase.ts).
 */

/** The errors of loads measureRemoteLoad reported. */
export const loadFailures = new WeakSet<object>();

export const isManifest = (url: string) => /\.json(\?|$)/.test(url);
const remoteEntryPattern = /\/remoteEntry[^/]*\.js(\?|$)/;

/** The resource timing of the remote entry script beside a manifest (or the entry itself). */
export const entryTiming = (entry: string) => {
  const folder = new URL('.', entry).href;
  return (performance.getEntriesByType?.('resource') ?? [])
    .filter(({ name }) => name.startsWith(folder) && remoteEntryPattern.test(name))
    .at(-1);
};
