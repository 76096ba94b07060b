import type { RemoteKey, RuntimeConfig } from '../config/runtime-config';
import type { ExposeOf, RemoteModule } from './contract';
import { measureRemoteLoad } from './remote-load-report';

/**
 * The two federation runtime calls shared needs. Each app's bootstrap passes its own
 * `@module-federation/enhanced/runtime`: importing the runtime from inside this shared
 * singleton deadlocks a remote's standalone start-up.
 */
export interface FederationRuntime {
  registerRemotes: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => void;
  loadRemote: <T>(id: string) => Promise<T | null>;
}

let runtime: FederationRuntime | undefined;
let entries: Partial<Record<RemoteKey, string>> = {};

const remoteList = (keys: readonly RemoteKey[]) =>
  keys.flatMap((key) => {
    const entry = entries[key];
    return entry ? [{ name: key, entry }] : [];
  });

/** Registers the remotes named in the runtime config; nothing is fetched until first use. */
export function registerSectionRemotes(config: RuntimeConfig, federation: FederationRuntime): void {
  runtime = federation;
  entries = { ...config.remotes };
  runtime.registerRemotes(remoteList(Object.keys(entries) as RemoteKey[]));
}

/** The entry URL this page loads a remote from (the runtime config's, unless changed since). */
export const remoteEntryUrl = (remote: RemoteKey): string | undefined => entries[remote];

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteKey) {
    super(`The ${remote} section could not be loaded.`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Loads an exposed module, of the type the contract declares (./contract.ts). A retry re-registers the remote with `force`, which drops the
 * runtime's cached (failed) entry so the next load really asks the server again.
 */
export async function loadRemoteModule<R extends RemoteKey, E extends ExposeOf<R>>(
  remote: R,
  expose: E,
  retry: boolean,
): Promise<RemoteModule<R, E>> {
  if (!runtime || !entries[remote]) throw new RemoteUnavailableError(remote);
  if (retry) runtime.registerRemotes(remoteList([remote]), { force: true });
  const federation = runtime;
  // Timed and, on failure, reported by phase (./remote-load-report.ts).
  const module = await measureRemoteLoad(remote, expose, entries[remote], () =>
    federation.loadRemote<RemoteModule<R, E>>(`${remote}/${expose.replace(/^\.\//, '')}`),
  );
  if (!module) throw new RemoteUnavailableError(remote);
  return module;
}
