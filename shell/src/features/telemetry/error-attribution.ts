import type { RemoteKey } from '@zomato/shared';
import type { Owner, TelemetryEvent } from './telemetry-event';

/*
 * Errors as section health reports them (docs/section-health.md#section-health): loaded by the
 * collector when the first error happens, so a page without errors never downloads it.
 */

/** The remote whose released file a script URL or stack names (/mfe/<key>/<version>/…), if any. */
export function ownerOfScript(text: string | undefined): { remote: RemoteKey; version: string } | undefined {
  const match = /\/mfe\/(delivery|dining|nightlife|checkout|auth)\/([A-Za-z0-9._-]{1,40})\//.exec(text ?? '');
  return match ? { remote: match[1] as RemoteKey, version: match[2] as string } : undefined;
}

/**
 * An error's text without what could name a person: email addresses and runs of digits
 * (card, phone, ids) are masked, and it is cut to 200 characters.
 */
export const withoutPersonalData = (text: string) =>
  text
    .replace(/[^\s@]+@[^\s@]+/g, '[email]')
    .replace(/\d{4,}/g, '[number]')
    .slice(0, 200);

/**
 * An uncaught error or rejection: attributed to the remote whose code threw (its script URL
 * or stack), else to the section showing (`showing`).
 */
export function uncaughtEvent(error: unknown, file: string | undefined, showing: Owner): TelemetryEvent {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const thrower = ownerOfScript(file) ?? ownerOfScript(error instanceof Error ? error.stack : undefined);
  return {
    type: 'error',
    remote: thrower?.remote ?? showing,
    version: thrower?.version,
    source: 'uncaught',
    message: withoutPersonalData(message),
  };
}
