import type { TelemetryEvent } from './telemetry-event';

/** At most this many events leave a page view (docs/architecture.md#section-health). */
export const eventsPerPageView = 20;
/** The last few places are kept for what matters most: failures and errors. */
const keptForProblems = 5;

const isProblem = (event: TelemetryEvent) =>
  event.type === 'load-failed' || event.type === 'error' || event.type === 'canary-fallback';

/**
 * The events of one page view waiting to be sent: timings and vitals take the first 15
 * places, failures and errors any of the 20; past that, events are dropped.
 */
export class EventQueue {
  private taken = 0;
  private waiting: TelemetryEvent[] = [];

  add(event: TelemetryEvent): boolean {
    const room = isProblem(event) ? eventsPerPageView : eventsPerPageView - keptForProblems;
    if (this.taken >= room) return false;
    this.taken += 1;
    this.waiting.push(event);
    return true;
  }

  /** Everything waiting, which is then no longer waiting. */
  take(): TelemetryEvent[] {
    return this.waiting.splice(0);
  }
}
