import { eventQueue, eventsPerPageView } from '../event-queue';
import { ownerOfScript, withoutPersonalData } from '../error-attribution';
import type { TelemetryEvent } from '../telemetry-event';

const vital: TelemetryEvent = { type: 'vital', remote: 'delivery', name: 'LCP', value: 1200 };
const failure: TelemetryEvent = {
  type: 'load-failed',
  remote: 'dining',
  phase: 'entry',
  reason: 'http',
  status: 500,
};

describe('events of one page view', () => {
  it('sends at most 20, keeping the last 5 places for failures and errors', () => {
    const queue = eventQueue();
    for (let i = 0; i < 30; i += 1) queue.add(vital);
    expect(queue.take()).toHaveLength(15);
    for (let i = 0; i < 10; i += 1) queue.add(failure);
    expect(queue.take()).toHaveLength(eventsPerPageView - 15);
    expect(queue.add(failure)).toBe(false);
    expect(queue.take()).toEqual([]);
  });
});

describe('attribution', () => {
  it('names the remote whose released file threw, with its version', () => {
    expect(ownerOfScript('http://site/mfe/nightlife/3f9a1c0b7d2e/__federation_expose_App.1a2b.js')).toEqual({
      remote: 'nightlife',
      version: '3f9a1c0b7d2e',
    });
    expect(ownerOfScript('Error: x\n    at f (http://site/main.4f.js:1:2)')).toBeUndefined();
    expect(ownerOfScript(undefined)).toBeUndefined();
  });

  it('keeps no email or long number in an error text, and cuts it to 200 characters', () => {
    expect(withoutPersonalData('TypeError: asha.rao@example.com paid with 4111111111111111')).toBe(
      'TypeError: [email] paid with [number]',
    );
    expect(withoutPersonalData('x'.repeat(500))).toHaveLength(200);
  });
});
