import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteKey } from '@zomato/shared';
import { prepareRemote } from '../rollout/rollout-runtime';

const requested = new Set<RemoteKey>();

/**
 * Starts downloading a section's remote (its entry and the scripts of its ./App) when a
 * visitor shows interest in its tab: the pointer rests on it, it gets keyboard focus or a
 * touch. The click then finds the section loaded or on its way. Once per page; a failure
 * is forgotten, and the section loads (and reports) on its own when opened.
 */
export function prefetchSection(remote: RemoteKey): void {
  if (requested.has(remote)) return;
  requested.add(remote);
  const forget = () => requested.delete(remote);
  // Digests first: a prefetched script is as pinned as a loaded one.
  void prepareRemote(remote).then(() => preload(remote, forget));
}

function preload(remote: RemoteKey, forget: () => void) {
  try {
    preloadRemote([
      {
        nameOrAlias: remote,
        exposes: ['./App'],
        resourceCategory: 'sync',
        depsRemote: false,
      },
    ]).catch(forget);
  } catch {
    // The federation runtime has not started (a config error page): nothing to prefetch.
    forget();
  }
}
