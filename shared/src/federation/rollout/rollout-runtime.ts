import { federationNames, type RemoteKey, type RuntimeConfig } from '../../config/runtime-config';
import type { FederationRuntime } from '../remote-registry';
import { reportRemoteEvent } from '../remote-events';
import { inCanary } from './canary-bucket';
import { guardCanaryModule } from './canary-guard';
import { readOverrides, type OverrideState } from './remote-overrides';
import {
  fetchPinned,
  installScriptIntegrity,
  isIntegrityFailure,
  loadIntegrityMap,
  scriptIntegrity,
} from './script-integrity';

/**
 * Which build of each remote this visitor loads, and what happens when it fails
 * (docs/architecture.md#qa-overrides-canaries-and-integrity): a tab's QA override, else the
 * canary for visitors in its bucket, else the live version; every released version with
 * its digests. A canary that fails (entry, chunk, digest, or a throw on render) is replaced
 * by the stable version at once, reported, and not given to this visitor again.
 */
export interface RolloutEnvironment {
  visitorId: string;
  location: Pick<Location, 'search' | 'origin'>;
  session?: Storage;
  local?: Storage;
}

interface Choice {
  entry: string;
  stable: string;
  /** Set while this visitor is on the canary. */
  canary?: string;
  fallingBack?: Promise<void>;
}

/** The FederationRuntime calls the rollout needs beyond registerSectionRemotes' two. */
export interface RolloutFederation extends FederationRuntime {
  registerPlugins: (
    plugins: { name: string; fetch?: (url: string, init: RequestInit) => Promise<Response> | undefined }[],
  ) => void;
}

const fallbackKey = 'zomato.canaryFallbacks';
const versionOf = (url: string) => /\/([0-9a-f]{12})\/mf-manifest\.json$/.exec(url)?.[1];

function readFallbacks(local?: Storage): Record<string, string> {
  try {
    return JSON.parse(local?.getItem(fallbackKey) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Before a remote's stable version loads in a page where its canary ran (or began to): the
 * canary's scripts still on their way are let finish, then the chunks they left in the
 * remote's webpack chunk list are dropped, so the stable runtime installs only its own.
 */
async function forgetVersion(name: string, base: string) {
  const loading = () => [...document.scripts].some((script) => script.src.startsWith(base));
  for (let waited = 0; loading() && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  delete (globalThis as Record<string, unknown>)[`webpackChunk${name}`];
}

export interface Rollout {
  /** The config with each remote's chosen build, to register (registerSectionRemotes). */
  config: RuntimeConfig;
  runtime: FederationRuntime;
  overrides: OverrideState;
  /** Resolves when the remote's digests are known (before anything of it is requested). */
  prepare: (remote: RemoteKey) => Promise<void>;
}

export function startRollout(
  config: RuntimeConfig,
  federation: RolloutFederation,
  env: RolloutEnvironment,
): Rollout {
  const overrides = readOverrides(config, env.location, env.session);
  const fallbacks = readFallbacks(env.local);
  const choices = new Map<string, Choice & { remote: RemoteKey }>();
  const remotes: RuntimeConfig['remotes'] = {};
  for (const [remote, stable] of Object.entries(config.remotes) as [RemoteKey, string][]) {
    const override = overrides.accepted.find((o) => o.remote === remote)?.manifest;
    const canary = config.canaries?.[remote];
    const onCanary =
      !override &&
      canary &&
      fallbacks[remote] !== canary.manifest &&
      inCanary(env.visitorId, remote, canary.percent);
    const entry = override ?? (onCanary ? canary.manifest : stable);
    choices.set(federationNames[remote], {
      remote,
      entry,
      stable,
      canary: onCanary ? canary.manifest : undefined,
    });
    remotes[remote] = entry;
  }
  installScriptIntegrity();
  federation.registerPlugins([
    {
      name: 'zomato-manifest-integrity',
      fetch: (url, init) =>
        scriptIntegrity(new URL(url, location.href).href) ? fetchPinned(url, init) : undefined,
    },
  ]);

  const choiceOf = (id: string) => choices.get(id.split('/')[0] as string);
  const prepare = (choice: Choice) => loadIntegrityMap(choice.entry, config.integrity?.[choice.entry]);

  const fallBack = async (
    choice: Choice & { remote: RemoteKey },
    reason: 'integrity' | 'error' | 'render',
  ) => {
    const canary = choice.canary;
    if (!canary) return;
    reportRemoteEvent({
      type: 'canary-fallback',
      remote: choice.remote,
      version: versionOf(canary),
      stableVersion: versionOf(choice.stable),
      reason,
    });
    try {
      env.local?.setItem(
        fallbackKey,
        JSON.stringify({ ...readFallbacks(env.local), [choice.remote]: canary }),
      );
    } catch {
      // Storage blocked: the next load tries the canary again, and falls back again.
    }
    choice.canary = undefined;
    choice.entry = choice.stable;
    await forgetVersion(
      federationNames[choice.remote],
      new URL(canary, location.href).href.replace(/[^/]*$/, ''),
    );
    federation.registerRemotes([{ name: federationNames[choice.remote], entry: choice.stable }], {
      force: true,
    });
  };

  const runtime: FederationRuntime = {
    registerRemotes(list, options) {
      federation.registerRemotes(
        list.map((remote) => ({ ...remote, entry: choices.get(remote.name)?.entry ?? remote.entry })),
        options,
      );
    },
    async loadRemote<T>(id: string): Promise<T | null> {
      const choice = choiceOf(id);
      if (!choice) return federation.loadRemote<T>(id);
      try {
        await prepare(choice);
        const module = await federation.loadRemote<T & { default?: unknown }>(id);
        if (!choice.canary || !module) return module;
        return guardCanaryModule(
          module,
          () => void fallBack(choice, 'render'),
          async () => {
            await fallBack(choice, 'render');
            return (await runtime.loadRemote<T & { default?: unknown }>(id)) as T & { default?: unknown };
          },
        );
      } catch (error) {
        const integrity = await isIntegrityFailure(error);
        // Reported once, by the load's own report (remote-load-report.ts), which reads the
        // reason from the message; a canary's failure is reported as its fallback instead.
        if (!choice.canary)
          throw integrity
            ? new Error(`integrity: ${choice.remote}'s code does not match its release digest`, {
                cause: error,
              })
            : error;
        await fallBack(choice, integrity ? 'integrity' : 'error');
        return runtime.loadRemote<T>(id);
      }
    },
  };
  active = {
    config: { ...config, remotes },
    runtime,
    overrides,
    prepare: (remote) => {
      const choice = choices.get(federationNames[remote]);
      return choice ? prepare(choice).catch(() => undefined) : Promise.resolve();
    },
  };
  return active;
}

let active: Rollout | undefined;

/** Waits for a remote's digests before anything of it is fetched outside loadRemote (a prefetch). */
export const prepareRemote = (remote: RemoteKey): Promise<void> =>
  active?.prepare(remote) ?? Promise.resolve();
