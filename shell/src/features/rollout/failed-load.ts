import type { CanaryChoice } from './canary-rollout';
import { differs, pinnedUrls, scriptIntegrity } from './script-integrity';

/*
 * What follows a failed load of a remote (docs/releases.md#qa-overrides-canaries-and-integrity),
 * loaded only then: whether it was refused for its digest, and the canary's fallback.
 */

/**
 * Whether a failed load was refused for its digest: marked so (a map or manifest refused
 * here, a chunk refused by script-integrity-plugin.cjs), or a pinned script
 * named by the error whose bytes, read again (from the cache), differ from the record.
 */
export async function isIntegrityFailure(error: unknown): Promise<boolean> {
  if ((error as { type?: string } | null)?.type === 'integrity') return true;
  const text = `${(error as { request?: string } | null)?.request ?? ''} ${String((error as Error | null)?.message ?? error)}`;
  const url = [...pinnedUrls()].find((pinned) => text.includes(pinned));
  const digest = url && scriptIntegrity(url);
  if (!url || !digest) return false;
  try {
    const response = await fetch(url, { cache: 'force-cache' });
    if (!response.ok) return false;
    return crypto.subtle ? await differs(await response.arrayBuffer(), digest) : true;
  } catch {
    return false;
  }
}

/**
 * A failed load: a canary falls back to its stable version (loaded by `loadStable`); any
 * other failure is thrown again, named as an integrity failure when it was one. Reported
 * once, by the load's own report (remote-load-report.ts), which reads the reason from the
 * message; a canary's failure is reported as its fallback instead.
 */
export async function afterFailedLoad<T>(
  error: unknown,
  choice: CanaryChoice,
  fallBack: ((choice: CanaryChoice, reason: 'integrity' | 'error') => Promise<void>) | undefined,
  loadStable: () => Promise<T>,
): Promise<T> {
  const integrity = await isIntegrityFailure(error);
  if (!choice.canary || !fallBack)
    throw integrity
      ? new Error(`integrity: ${choice.remote}'s code does not match its release digest`, { cause: error })
      : error;
  await fallBack(choice, integrity ? 'integrity' : 'error');
  return loadStable();
}
