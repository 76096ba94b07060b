import type { RemoteKey } from '../config/runtime-config';

/**
 * What happens to a remote in the visitor's browser, reported by whoever sees it (the
 * shell's route showing it, the remote loader, the error boundary, the canary fallback) and read by whoever listens (the
 * telemetry collector, loaded after first paint). One channel, so no reporter imports the
 * collector and nothing waits for it.
 */
export type RemoteLoadPhase = 'manifest' | 'entry' | 'module' | 'render';
export type RemoteFailureReason = 'http' | 'timeout' | 'integrity' | 'error';

interface RemoteEventBase {
  remote: RemoteKey;
  /** The released version the browser was given, when the config names one. */
  version?: string;
}

export type RemoteEvent = RemoteEventBase &
  (
    | { type: 'view' }
    | { type: 'load'; phase: RemoteLoadPhase; ms: number }
    | { type: 'load-failed'; phase: RemoteLoadPhase; reason: RemoteFailureReason; status?: number }
    | { type: 'error'; source: 'boundary' | 'uncaught'; message: string }
    | { type: 'canary-fallback'; stableVersion?: string; reason: RemoteFailureReason | 'render' }
  );

type Listener = (event: RemoteEvent) => void;

/** Events reported before anyone listens; a page view keeps only its first ones. */
export const earlyEventLimit = 50;
const early: RemoteEvent[] = [];
const listeners = new Set<Listener>();

export function reportRemoteEvent(event: RemoteEvent): void {
  if (listeners.size === 0) {
    if (early.length < earlyEventLimit) early.push(event);
    return;
  }
  for (const listener of listeners) deliver(listener, event);
}

function deliver(listener: Listener, event: RemoteEvent) {
  try {
    listener(event);
  } catch {
    // A listener's bug never breaks the page that reported.
  }
}

/** Listens from now on; the first listener also receives what was reported before it. */
export function onRemoteEvent(listener: Listener): () => void {
  listeners.add(listener);
  for (const event of early.splice(0)) deliver(listener, event);
  return () => listeners.delete(listener);
}
