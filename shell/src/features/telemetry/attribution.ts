import { remoteEntryUrl } from '@zomato/shared';
import { versionOfEntry } from '../../lib/remote-version';
import type { Owner } from './telemetry-event';

/** The version this page loads a remote at (its entry URL); the shell has none. */
export const versionOf = (owner: Owner): string | undefined =>
  owner === 'shell' ? undefined : versionOfEntry(remoteEntryUrl(owner));
