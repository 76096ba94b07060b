/**
 * The released version in a remote's entry URL: releases live under /mfe/<key>/<version>/
 * (docs/section-health.md#section-health), so '/mfe/delivery/3f9a1c0b7d2e/mf-manifest.json'
 * is version '3f9a1c0b7d2e'. An entry elsewhere (a dev server, a standalone build) has none.
 */
export function versionOfEntry(entryUrl: string | undefined): string | undefined {
  return /\/mfe\/[a-z]+\/([A-Za-z0-9._-]{1,40})\//.exec(entryUrl ?? '')?.[1];
}
