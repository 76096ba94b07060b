import { remoteKeys, type DrawnVersions, type RemoteKey, type RuntimeConfig } from '@zomato/shared';

/**
 * The versions a server-rendered page hydrates with: each section the server drew loads at the
 * version it was drawn with (`#ssr-data`'s `data-remotes`), not the one config.json names by
 * the time the browser reads it. A release, promote, canary or rollback in between (the page on
 * its way, or kept a few seconds in the page cache) would otherwise hydrate one version's HTML
 * with another's code: React throws the server's HTML away (error #418) and redraws it, and
 * what the visitor did meanwhile goes with it. Only for this page: the next one loads what the
 * config names then. A drawn version the config no longer keeps (no digests to check its files
 * with) is not loaded, and neither are versions the page names unreadably (`null`): `redraw` says
 * the page is rendered in the browser instead of hydrated. `sections`: the remotes drawn, which
 * the hydrated page shows over their server HTML.
 */
export function withDrawnVersions(live: RuntimeConfig, drawn: DrawnVersions | null = {}) {
  if (!drawn) return { config: live, redraw: true, sections: [] };
  const remotes = { ...live.remotes };
  const canaries = { ...live.canaries };
  const sections: RemoteKey[] = [];
  let redraw = false;
  for (const [key, entry] of Object.entries(drawn) as [RemoteKey, unknown][]) {
    if (typeof entry !== 'string' || !remoteKeys.includes(key)) continue;
    sections.push(key);
    // Drawn without a canary: this page has no bucket to choose by.
    delete canaries[key];
    if (entry === remotes[key]) continue;
    if (live.integrity && !live.integrity[entry]) redraw = true;
    else remotes[key] = entry;
  }
  return { config: { ...live, remotes, canaries }, redraw, sections };
}
