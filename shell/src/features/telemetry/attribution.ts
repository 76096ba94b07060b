import { versionOfEntry, remoteEntryUrl, type RemoteKey } from '@zomato/shared';
import type { Owner } from './telemetry-event';

/** The remote whose released file a script URL or stack names (/mfe/<key>/<version>/…), if any. */
export function ownerOfScript(text: string | undefined): { remote: RemoteKey; version: string } | undefined {
  const match = /\/mfe\/(delivery|dining|nightlife|checkout|auth)\/([A-Za-z0-9._-]{1,40})\//.exec(text ?? '');
  return match ? { remote: match[1] as RemoteKey, version: match[2] as string } : undefined;
}

/** The version this page loads a remote at (its entry URL); the shell has none. */
export const versionOf = (owner: Owner): string | undefined =>
  owner === 'shell' ? undefined : versionOfEntry(remoteEntryUrl(owner));

/**
 * An error's text without what could name a person: email addresses and runs of digits
 * (card, phone, ids) are masked, and it is cut to 200 characters.
 */
export const withoutPersonalData = (text: string) =>
  text
    .replace(/[^\s@]+@[^\s@]+/g, '[email]')
    .replace(/\d{4,}/g, '[number]')
    .slice(0, 200);
