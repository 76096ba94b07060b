import { onRemoteEvent } from '@zomato/shared';
// One module per metric: only their own code and what they share, not the package's whole bundle.
import { onCLS } from 'web-vitals/onCLS.js';
import { onFCP } from 'web-vitals/onFCP.js';
import { onINP } from 'web-vitals/onINP.js';
import { onLCP } from 'web-vitals/onLCP.js';
import { onTTFB } from 'web-vitals/onTTFB.js';
import type { Metric } from 'web-vitals';
import { versionOf } from './attribution';
import type * as ErrorAttribution from './error-attribution';
import { eventQueue, isProblem } from './event-queue';
import type { Owner, TelemetryEvent, VitalName } from './telemetry-event';

const flushEveryMs = 10_000;
/** A failure, an error or a canary fallback goes out this soon (with whatever else waits), not up to 10 s later. */
const problemDelayMs = 1_000;

/** A random id for this page view (never the visitor's): a UUID's last 12 hex digits (48 random bits). */
const pageViewId = () => crypto.randomUUID().slice(-12);

/**
 * The section health collector (docs/section-health.md#section-health), loaded after the first
 * paint: it listens to the remote events channel, uncaught errors and web vitals, and sends
 * them in batches with navigator.sendBeacon every 10 s and when the page is hidden. Nothing
 * waits for it; nothing it sends names the visitor (a random id per page view only).
 */
export function startTelemetry(apiBase: string): void {
  if (!navigator.sendBeacon) return;
  const url = `${apiBase}/telemetry`;
  const page = pageViewId();
  const queue = eventQueue();
  // Vitals belong to the section the page was loaded on, errors to the section showing (the
  // sections' views, reported by the shell's routes); the shell's own pages to the shell.
  let showing: Owner = 'shell';

  let soon: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(soon);
    soon = undefined;
    const events = queue.take();
    if (events.length) navigator.sendBeacon(url, JSON.stringify({ page, events }));
  };
  const add = (event: TelemetryEvent) => {
    // A version left undefined is not sent (JSON leaves it out).
    const added = queue.add({ ...event, version: event.version ?? versionOf(event.remote) });
    if (added && isProblem(event)) soon ??= setTimeout(flush, problemDelayMs);
  };

  // What reads errors loads with the first one (./error-attribution.ts); if it cannot load,
  // the error goes unreported (never reported as an error of its own).
  const withErrors = (use: (errors: typeof ErrorAttribution) => void) =>
    void import(/* webpackChunkName: "telemetry-errors" */ './error-attribution').then(use, () => undefined);
  onRemoteEvent((event) => {
    if (event.type === 'view') showing = event.remote;
    if (event.type !== 'error') add(event);
    else
      withErrors(({ withoutPersonalData }) => add({ ...event, message: withoutPersonalData(event.message) }));
  });
  // The channel has just given what was reported before: the first view, if a section was shown.
  const landing = showing;

  const uncaught = (error: unknown, file?: string) => {
    const remote = showing;
    withErrors(({ uncaughtEvent }) => add(uncaughtEvent(error, file, remote)));
  };
  addEventListener('error', (event) => uncaught(event.error ?? event.message, event.filename));
  addEventListener('unhandledrejection', (event) => uncaught(event.reason));

  const vital = (metric: Metric) =>
    add({
      type: 'vital',
      remote: landing,
      name: metric.name as VitalName,
      value: +metric.value.toFixed(3),
    });
  for (const measure of [onLCP, onINP, onCLS, onFCP, onTTFB]) measure(vital);

  // After web-vitals' own listeners, so the vitals it reports on hiding go in this batch. Hiding
  // is the last event a page can count on (closing, navigating away, switching apps), as
  // web-vitals itself holds: no pagehide listener besides.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  setInterval(flush, flushEveryMs);
  // What happened before the collector loaded (the first loads) goes out now.
  flush();
}
