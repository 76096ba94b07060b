import { onRemoteEvent } from '@zomato/shared';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { ownerOfScript, versionOf, withoutPersonalData } from './attribution';
import { EventQueue } from './event-queue';
import type { Owner, TelemetryEvent, VitalName } from './telemetry-event';

const flushEveryMs = 10_000;
/** A failure or an error goes out this soon (with whatever else waits), not up to 10 s later. */
const problemDelayMs = 1_000;

/** A random id for this page view (never the visitor's): 16 hex digits. */
const pageViewId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 16);

/**
 * The section health collector (docs/architecture.md#section-health), loaded after the first
 * paint: it listens to the remote events channel, uncaught errors and web vitals, and sends
 * them in batches with navigator.sendBeacon every 10 s and when the page is hidden. Nothing
 * waits for it; nothing it sends names the visitor (a random id per page view only).
 */
export function startTelemetry(apiBase: string): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const url = `${apiBase}/telemetry`;
  const page = pageViewId();
  const queue = new EventQueue();
  // Vitals belong to the section the page was loaded on, errors to the section showing (the
  // sections' views, reported by the shell's routes); the shell's own pages to the shell.
  let showing: Owner = 'shell';

  let soon: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(soon);
    soon = undefined;
    const events = queue.take();
    if (events.length > 0) navigator.sendBeacon(url, JSON.stringify({ page, events }));
  };
  const add = (event: TelemetryEvent) => {
    const version = event.version ?? versionOf(event.remote);
    const added = queue.add(version ? { ...event, version } : event);
    if (added && (event.type === 'load-failed' || event.type === 'error'))
      soon ??= setTimeout(flush, problemDelayMs);
  };

  onRemoteEvent((event) => {
    if (event.type === 'view') showing = event.remote;
    add(event.type === 'error' ? { ...event, message: withoutPersonalData(event.message) } : event);
  });
  // The channel has just given what was reported before: the first view, if a section was shown.
  const landing = showing;

  const uncaught = (error: unknown, file?: string) => {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const thrower = ownerOfScript(file) ?? ownerOfScript(error instanceof Error ? error.stack : undefined);
    const remote: Owner = thrower?.remote ?? showing;
    add({
      type: 'error',
      remote,
      version: thrower?.version,
      source: 'uncaught',
      message: withoutPersonalData(message),
    });
  };
  addEventListener('error', (event) => uncaught(event.error ?? event.message, event.filename));
  addEventListener('unhandledrejection', (event) => uncaught(event.reason));

  const vital = (metric: Metric) =>
    add({
      type: 'vital',
      remote: landing,
      name: metric.name as VitalName,
      value: Math.round(metric.value * 1000) / 1000,
    });
  for (const measure of [onLCP, onINP, onCLS, onFCP, onTTFB]) measure(vital);

  // After web-vitals' own listeners, so the vitals it reports on hiding go in this batch.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  setInterval(flush, flushEveryMs);
  // What happened before the collector loaded (the first loads) goes out now.
  flush();
}
