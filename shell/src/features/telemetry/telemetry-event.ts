import type { RemoteEvent, RemoteKey } from '@zomato/shared';

/** Who an event is about: a remote, or the shell itself (its own pages and code). */
export type Owner = RemoteKey | 'shell';
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/**
 * One event as mock-api's /telemetry takes it (mock-api/src/telemetry/schema.js): the
 * channel's remote events, plus web vitals and errors that may belong to the shell.
 */
type OwnedBy<E> = E extends RemoteEvent ? Omit<E, 'remote'> & { remote: Owner } : never;

export type TelemetryEvent =
  | OwnedBy<RemoteEvent>
  | { type: 'vital'; remote: Owner; version?: string; name: VitalName; value: number }
  | { type: 'error'; remote: Owner; version?: string; source: 'uncaught'; message: string };
