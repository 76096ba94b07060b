import type { RemoteKey } from '../config/runtime-config';
import { reportRemoteEvent, type RemoteFailureReason, type RemoteLoadPhase } from './remote-events';
import { entryTiming, isManifest, loadFailures } from './remote-load-facts';

/*
 * Loaded only after a remote failed to load or threw (./remote-load-report.ts): a page whose
 * remotes load and render never downloads it (docs/section-health.md#section-health).
 */

interface Failure {
  phase: RemoteLoadPhase;
  reason: RemoteFailureReason;
  status?: number;
}

/**
 * The phase a load failed in: the manifest when asking for it again does not answer 200;
 * else the entry when its script never defined the remote's container (a global named as
 * the remote: docs/section-health.md#section-health), with the status it was answered with;
 * else the exposed module's own scripts.
 */
export async function findFailedPhase(remote: RemoteKey, entryUrl: string, error: unknown): Promise<Failure> {
  const message = String((error as Error | undefined)?.message ?? error);
  const reason: RemoteFailureReason = /integrity/i.test(message)
    ? 'integrity'
    : /time(d)? ?out/i.test(message)
      ? 'timeout'
      : 'error';
  const entry = new URL(entryUrl, location.href).href;
  if (isManifest(entry)) {
    const status = await fetch(entry, { cache: 'no-store', signal: AbortSignal.timeout(5000) }).then(
      (response) => response.status,
      (failure: Error): 'timeout' | 'error' => (failure.name === 'TimeoutError' ? 'timeout' : 'error'),
    );
    if (status !== 200) {
      return typeof status === 'number'
        ? { phase: 'manifest', reason: 'http', status }
        : { phase: 'manifest', reason: status };
    }
  }
  if (!(remote in window)) {
    const status = (entryTiming(entry) as PerformanceResourceTiming | undefined)?.responseStatus;
    return status && status >= 400 ? { phase: 'entry', reason: 'http', status } : { phase: 'entry', reason };
  }
  return { phase: 'module', reason };
}

/** Whether an error is a load failure measureRemoteLoad already reported (or a module it found missing). */
export const isReportedLoadFailure = (error: unknown) =>
  // A WeakSet has no primitives: has() answers false for them.
  loadFailures.has(error as object) || (error as Error | null)?.name === 'RemoteUnavailableError';

/**
 * Unless already reported as a load failure, the remote's code threw: an error of the remote's,
 * and before its first render also a load failed in its last phase.
 */
export function reportThrow(remote: RemoteKey, error: unknown, beforeFirstRender: boolean): void {
  if (isReportedLoadFailure(error)) return;
  // An Error reads "<name>: <message>".
  reportRemoteEvent({ type: 'error', remote, source: 'boundary', message: String(error) });
  if (beforeFirstRender) reportRemoteEvent({ type: 'load-failed', remote, phase: 'render', reason: 'error' });
}
