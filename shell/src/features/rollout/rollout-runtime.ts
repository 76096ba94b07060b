import type { FederationRuntime, RemoteKey, RuntimeConfig } from '@zomato/shared';
import type { CanaryChoice } from './canary-rollout';
import type { OverrideState } from './remote-overrides';
import { asksForOverride, type RolloutEnvironment, type RolloutFederation } from './rollout-environment';
import { fullIntegrityMap, loadIntegrityMap, pinScripts } from './script-integrity';

/**
 * Which build of each remote this visitor loads, and what happens when it fails
 * (docs/releases.md#qa-overrides-canaries-and-integrity): a tab's QA override, else the
 * canary for visitors in its bucket, else the live version; every released version with
 * its digests. The code that chooses another build loads only when the tab asks for an
 * override or the config names a canary (./version-choice.ts).
 */
export interface Rollout {
  /** The config with each remote's chosen build, to register (registerSectionRemotes). */
  config: RuntimeConfig;
  runtime: FederationRuntime;
  overrides: OverrideState;
  /** Forgets the tab's overrides and loads the page again without them (the banner's Reset). */
  resetOverrides: () => void;
}

export async function startRollout(
  config: RuntimeConfig,
  federation: RolloutFederation,
  env: RolloutEnvironment,
): Promise<Rollout> {
  // A tab that asks for an override, or a config with a canary, loads the code that chooses
  // other builds (./version-choice.ts); if it cannot load, a canary is left out (every
  // visitor on the stable version) while an asked-for override is an error.
  const asked = asksForOverride(env);
  const versions =
    asked || Object.keys(config.canaries ?? {}).length
      ? await import('./version-choice').then(
          (choice) => choice.chooseVersions(config, federation, env, asked),
          (error: unknown) => {
            if (asked) throw error;
          },
        )
      : undefined;
  const choices = new Map<string, CanaryChoice>();
  const remotes: RuntimeConfig['remotes'] = {};
  for (const [remote, stable] of Object.entries(config.remotes) as [RemoteKey, string][]) {
    const choice = versions?.choose(remote, stable) ?? { remote, entry: stable, stable };
    choices.set(remote, choice);
    remotes[remote] = choice.entry;
  }
  pinScripts(federation.registerPlugins);

  const prepare = (choice: CanaryChoice) => loadIntegrityMap(choice.entry, config.integrity?.[choice.entry]);

  const runtime: FederationRuntime = {
    // A build chosen otherwise can change (a canary's fallback): registered as it is now.
    registerRemotes: versions?.registerRemotes ?? federation.registerRemotes,
    async loadRemote<T>(id: string): Promise<T | null> {
      const choice = choices.get(id.split('/')[0] as string);
      if (!choice) return federation.loadRemote<T>(id);
      try {
        await prepare(choice);
        // The first map has ./App's scripts; the federation runtime adds another module's
        // scripts itself (not through webpack's loader, which waits for digests): read them all first.
        if (!id.endsWith('/App')) await fullIntegrityMap(new URL(choice.entry, location.href).href);
        const module = await federation.loadRemote<T & { default?: unknown }>(id);
        return module && versions
          ? versions.guard(module, choice, () => runtime.loadRemote(id) as Promise<typeof module>)
          : module;
      } catch (error) {
        // What follows a failure loads only then (./failed-load.ts); if it cannot, the error stands.
        return import('./failed-load').then(
          (failed) =>
            failed.afterFailedLoad(error, choice, versions?.fallBack, () => runtime.loadRemote<T>(id)),
          () => {
            throw error;
          },
        );
      }
    },
  };
  preparing = (remote) => {
    const choice = choices.get(remote);
    return choice && prepare(choice)?.catch(() => undefined);
  };
  return {
    // The tab's overrides and their Reset, when it asked for any.
    overrides: { accepted: [], refused: [] },
    resetOverrides: () => undefined,
    ...versions,
    config: { ...config, remotes },
    runtime,
  };
}

let preparing: ((remote: RemoteKey) => Promise<void> | undefined) | undefined;

/** Waits for a remote's digests before anything of it is fetched outside loadRemote (a prefetch). */
export const prepareRemote = async (remote: RemoteKey): Promise<void> => preparing?.(remote);
