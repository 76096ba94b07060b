/**
 * Starts the section health collector after the page's first paint and load, when the main
 * thread is idle: its code (with web-vitals) is a chunk of its own, never on the first
 * paint's path (docs/architecture.md#section-health).
 */
export function loadTelemetryWhenIdle(apiBase: string): void {
  const start = () =>
    void import(/* webpackChunkName: "telemetry" */ './start-telemetry')
      .then(({ startTelemetry }) => startTelemetry(apiBase))
      .catch(() => undefined);
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
