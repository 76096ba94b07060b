import type { RemoteKey } from '@zomato/shared';

/**
 * A visitor's bucket (0-99) for one remote's canary: FNV-1a over the remote's key and the
 * anonymous visitor id (shared/src/visitor/visitor-id.ts), so a visitor keeps the same
 * bucket on every load, and buckets of different remotes are independent
 * (docs/releases.md#qa-overrides-canaries-and-integrity).
 */
export function canaryBucket(visitorId: string, remote: RemoteKey): number {
  let hash = 0x811c9dc5;
  const text = `${remote}:${visitorId}`;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 100;
}

/** Whether this visitor gets the canary shown to `percent` % of visitors. */
export const inCanary = (visitorId: string, remote: RemoteKey, percent: number): boolean =>
  canaryBucket(visitorId, remote) < percent;
