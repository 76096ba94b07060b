import type { TelemetryEvent } from './telemetry-event';

/** At most this many events leave a page view (docs/section-health.md#section-health). */
export const eventsPerPageView = 20;
/** The last few places are kept for what matters most: failures and errors. */
const keptForProblems = 5;

/** Failures and errors: kept ahead of timings, and sent within a second (./start-telemetry.ts). */
export const isProblem = (event: TelemetryEvent) =>
  event.type === 'load-failed' || event.type === 'error' || event.type === 'canary-fallback';

/**
 * The events of one page view waiting to be sent: timings and vitals take the first 15
 * places, failures and errors any of the 20; past that, events are dropped.
 */
export function eventQueue() {
  let taken = 0;
  const waiting: TelemetryEvent[] = [];
  return {
    /** Whether the event was taken (there was room for it). */
    add(event: TelemetryEvent): boolean {
      const room = isProblem(event) ? eventsPerPageView : eventsPerPageView - keptForProblems;
      if (taken >= room) return false;
      taken += 1;
      waiting.push(event);
      return true;
    },
    /** Everything waiting, which is then no longer waiting. */
    take: (): TelemetryEvent[] => waiting.splice(0),
  };
}
