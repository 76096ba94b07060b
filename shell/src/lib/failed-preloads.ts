declare global {
  /** The address to load a script from (tools/webpack/script-integrity-plugin.cjs, federation-runtime-plugin.cjs). */
  var __zomatoScriptUrl: ((url: string) => string) | undefined;
}

/**
 * Chromium hands a failed preload to the next script of its address, once, without asking the
 * server again: a section's Retry would get the old failure. The script loaders ask here, and
 * a start-up preload that failed (its resource timing says so) is asked for anew.
 */
export function askAgainForFailedPreloads(): void {
  const failed = (url: string) =>
    performance
      .getEntriesByName(url, 'resource')
      .some((entry) => (entry as PerformanceResourceTiming).responseStatus >= 400);
  globalThis.__zomatoScriptUrl = (url) =>
    failed(url) ? `${url}${url.includes('?') ? '&' : '?'}after-failed-preload` : url;
}
