import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationNames, type RemoteKey, type RuntimeConfig } from '@zomato/shared';

let entries: Partial<Record<RemoteKey, string>> = {};

const remoteList = (keys: readonly RemoteKey[]) =>
  keys.flatMap((key) => {
    const entry = entries[key];
    return entry ? [{ name: federationNames[key], entry }] : [];
  });

/** Registers the remotes named in the runtime config; nothing is fetched until first use. */
export function registerSectionRemotes(config: RuntimeConfig): void {
  entries = { ...config.remotes };
  registerRemotes(remoteList(Object.keys(entries) as RemoteKey[]));
}

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteKey) {
    super(`The ${remote} section could not be loaded.`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Loads an exposed module. A retry re-registers the remote with `force`, which drops the
 * runtime's cached (failed) entry so the next load really asks the server again.
 */
export async function loadRemoteModule<T>(remote: RemoteKey, expose: string, retry: boolean): Promise<T> {
  if (!entries[remote]) throw new RemoteUnavailableError(remote);
  if (retry) registerRemotes(remoteList([remote]), { force: true });
  const module = await loadRemote<T>(`${federationNames[remote]}/${expose.replace(/^\.\//, '')}`);
  if (!module) throw new RemoteUnavailableError(remote);
  return module;
}
