import type { RemoteKey } from '../config/runtime-config';
import { reportRemoteEvent, type RemoteLoadPhase } from './remote-events';
import { entryTiming, isManifest, loadFailures } from './remote-load-facts';

/**
 * Load phases of a remote module, timed and, when one fails, named (docs/section-health.md#section-health).
 * The failure code loads only after a failure, to keep it off the page's path.
 */
const started = new Map<string, number>();
const key = (remote: RemoteKey, expose: string) => remote + expose;
// The render server has no window (and measures nothing); every browser has `performance`.
const inBrowser = () => typeof window !== 'undefined';
/** What reports a failure, loaded only after one (./remote-failure-phase.ts). */
const afterFailure = () => import('./remote-failure-phase');
/** A load that failed where no other phase can be named. */
const moduleFailure = { phase: 'module', reason: 'error' } as const;

export async function measureRemoteLoad<T>(
  remote: RemoteKey,
  expose: string,
  entryUrl: string,
  load: () => Promise<T | null>,
): Promise<T | null> {
  if (!inBrowser()) return load();
  const start = performance.now();
  const id = key(remote, expose);
  started.set(id, start);
  try {
    const module = await load();
    if (module) reportPhaseTimings(remote, entryUrl, start);
    else reportRemoteEvent({ type: 'load-failed', remote, ...moduleFailure });
    return module;
  } catch (error) {
    if (error instanceof Object) loadFailures.add(error);
    started.delete(id);
    const report = reportOnce((failure) => reportRemoteEvent({ type: 'load-failed', remote, ...failure }));
    void afterFailure()
      .then(({ findFailedPhase }) => findFailedPhase(remote, entryUrl, error))
      .catch(() => moduleFailure)
      .then(report);
    throw error;
  }
}

type Failure = Parameters<typeof reportRemoteEvent>[0] & { type: 'load-failed' };
/** Failures whose phase is still being found, each reported as it stands if the page is hidden first. */
const unreported = new Set<() => void>();

/**
 * A failure is reported once: with its phase once found (which loads code and may ask the server),
 * or, if the page is hidden first (left, closed), at once as a failure of no named phase, so the
 * collector's last batch still has it. The capturing listener on the document runs before the
 * collector's own.
 */
function reportOnce(send: (failure: Omit<Failure, 'type' | 'remote'>) => void) {
  // Added once: the same listener again is no new listener.
  document.addEventListener('visibilitychange', reportUnreportedWhenHidden, { capture: true });
  const report = (failure: Omit<Failure, 'type' | 'remote'>) => {
    if (unreported.delete(asItStands)) send(failure);
  };
  const asItStands = () => report(moduleFailure);
  unreported.add(asItStands);
  return report;
}

function reportUnreportedWhenHidden() {
  if (document.visibilityState !== 'hidden') return;
  for (const report of [...unreported]) report();
}

/** Called once what a module drew is on screen: reports the render phase, once per load. */
export function reportRendered(remote: RemoteKey, expose: string): void {
  const id = key(remote, expose);
  const start = started.get(id);
  if (start === undefined) return;
  started.delete(id);
  reportRemoteEvent({ type: 'load', remote, phase: 'render', ms: Math.round(performance.now() - start) });
}

/** An error boundary caught something: ./remote-failure-phase.ts, loaded then, classifies it. */
export function reportBoundaryCatch(remote: RemoteKey, expose: string, error: unknown): void {
  // Only a browser gets here: server rendering never calls an error boundary's componentDidCatch.
  const beforeFirstRender = started.delete(key(remote, expose));
  void afterFailure().then(
    ({ reportThrow }) => reportThrow(remote, error, beforeFirstRender),
    () => undefined,
  );
}

function reportPhaseTimings(remote: RemoteKey, entryUrl: string, start: number) {
  const entry = new URL(entryUrl, location.href).href;
  const timed = (phase: RemoteLoadPhase, timing: { duration: number } | undefined) => {
    if (timing) reportRemoteEvent({ type: 'load', remote, phase, ms: Math.round(timing.duration) });
  };
  if (isManifest(entry)) timed('manifest', performance.getEntriesByName?.(entry).at(-1));
  timed('entry', entryTiming(entry));
  timed('module', { duration: performance.now() - start });
}
