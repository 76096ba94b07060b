import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteKey, RuntimeConfig, ServerRemotes } from '@zomato/shared';
import { prepareServerCode, serverCodeCheckPlugin } from './server-code-check';
import { clearStyles } from './styles';

/** The federation runtime calls the loader needs (@module-federation/enhanced/runtime). */
export interface NodeFederation {
  registerRemotes: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => void;
  loadRemote: <T>(id: string) => Promise<T | null>;
  registerPlugins: (plugins: ModuleFederationRuntimePlugin[]) => void;
  /** The process's one runtime instance: its options list the remotes registered so far. */
  getInstance: () => { options: { remotes: ReadonlyArray<{ name: string; entry?: string }> } } | null;
}

type Module = { default: unknown };
type Version = { tag: string; modules: Map<string, Promise<Module>> };

/** A remote the server does not render (no server bundle, or not configured). */
export class ClientOnlyRemote extends Error {
  constructor(remote: string) {
    super(`${remote} is rendered in the browser`);
    this.name = 'ClientOnlyRemote';
  }
}

/**
 * Loads remotes' server bundles (dist/server/remoteEntry.js beside each manifest of the
 * runtime config) through the federation runtime, at run time. Before each request's
 * first use of a remote its entry is asked for again (a HEAD request): a new version, a
 * remote redeployed alone, is registered afresh and loaded, with no restart.
 *
 * @param fileOrigin where relative URLs of the config point from the server (the site)
 */
export function createRemoteLoader(options: {
  config: RuntimeConfig;
  fileOrigin: string;
  federation: NodeFederation;
  serverRendered: readonly RemoteKey[];
  /** Told before a remote's new version (or its first) loads. */
  onNewVersion?: (key: RemoteKey) => void;
}) {
  const { config, fileOrigin, federation } = options;
  const entries = new Map<RemoteKey, string>();
  const manifests = new Map<RemoteKey, string>();
  // A pinned version's server files run only as released (./server-code-check.ts).
  federation.registerPlugins([serverCodeCheckPlugin]);
  const publicPaths: Record<string, string> = {};
  for (const key of options.serverRendered) {
    const manifest = config.remotes[key];
    if (!manifest) continue;
    manifests.set(key, new URL(manifest, fileOrigin).href);
    entries.set(key, new URL('server/remoteEntry.js', new URL(manifest, fileOrigin)).href);
    // Asset URLs as the page has them: a path for a same-site remote, else absolute.
    publicPaths[key] = manifest.replace(/[^/]*$/, '');
  }
  Object.assign(((globalThis as Globals).__zomatoServerPublicPaths ??= {}), publicPaths);
  /**
   * Registers a remote's entry with the process's federation runtime, which every loader
   * of this process shares (a remade renderer, after a release switched the config):
   * once per entry URL. `force` drops the code loaded before (and the runtime warns of
   * it), so only where the remote is registered with another entry (a release moved it
   * to a new version folder), or where `changed`: new code at the same URL.
   */
  const register = (key: RemoteKey, changed = false) => {
    const entry = entries.get(key) as string;
    const known = federation.getInstance()?.options.remotes.find((remote) => remote.name === key);
    if (known?.entry === entry && !changed) return;
    federation.registerRemotes([{ name: key, entry }], { force: known !== undefined });
  };
  for (const key of entries.keys()) register(key);

  const versions = new Map<RemoteKey, Version>();
  const checks = new Map<RemoteKey, Promise<Version>>();

  const check = async (key: RemoteKey): Promise<Version> => {
    const response = await fetch(entries.get(key) as string, { method: 'HEAD' });
    if (!response.ok) throw new Error(`${key}: server entry answered ${response.status}`);
    const tag = `${response.headers.get('etag')}|${response.headers.get('last-modified')}`;
    const known = versions.get(key);
    if (known?.tag === tag) return known;
    // A new version (or the first): its digests first, then its code from scratch, with its own CSS.
    const manifest = config.remotes[key] ?? '';
    await prepareServerCode(manifests.get(key) as string, config.integrity?.[manifest]);
    if (known) register(key, true);
    clearStyles(key);
    options.onNewVersion?.(key);
    const version = { tag, modules: new Map<string, Promise<Module>>() };
    versions.set(key, version);
    return version;
  };

  /** One version check at a time per remote; requests arriving meanwhile share it. */
  const current = (key: RemoteKey) => {
    let pending = checks.get(key);
    if (!pending) {
      pending = check(key).finally(() => checks.delete(key));
      checks.set(key, pending);
    }
    return pending;
  };

  const load = async (key: RemoteKey, expose: string): Promise<Module> => {
    if (!entries.has(key)) throw new ClientOnlyRemote(key);
    const version = await current(key);
    let module = version.modules.get(expose);
    if (!module) {
      module = federation.loadRemote<Module>(`${key}/${expose.replace(/^\.\//, '')}`).then((loaded) => {
        if (!loaded) throw new Error(`${key}: ${expose} did not load`);
        return loaded;
      });
      version.modules.set(expose, module);
      // A failure is not kept: the next request loads it again (the runtime keeps no failed
      // entry or chunk, so the registration stays; new code at the entry is registered anew).
      module.catch(() => {
        if (version.modules.get(expose) === module) version.modules.delete(expose);
      });
    }
    return module;
  };

  return {
    /**
     * This request's view: the same promise for the same module, and which remotes it used.
     * A module not loaded by `deadline` (the render budget) fails its boundary instead.
     */
    forRequest(deadline?: Promise<never>): ServerRemotes & { used: Set<RemoteKey> } {
      const used = new Set<RemoteKey>();
      const modules = new Map<string, Promise<Module>>();
      return {
        used,
        load(remote, expose) {
          const id = `${remote}|${expose}`;
          let module = modules.get(id);
          if (!module) {
            const loading = load(remote, expose).then((loaded) => {
              used.add(remote);
              return loaded;
            });
            module = deadline ? Promise.race([loading, deadline]) : loading;
            module.catch(() => undefined);
            modules.set(id, module);
          }
          return module;
        },
      };
    },
    /** Loads every server-rendered remote's App (at start, so the first visitor is not the one waiting). */
    warm: () => Promise.allSettled([...entries.keys()].map((key) => load(key, './App'))),
  };
}

type Globals = typeof globalThis & { __zomatoServerPublicPaths?: Record<string, string> };
