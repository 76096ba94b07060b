import type { RemoteKey, RuntimeConfig } from '@zomato/shared';
import { canaryFor, fallBack, guardCanary, type CanaryChoice } from './canary-rollout';
import type { OverrideState } from './remote-overrides';
import type { RolloutEnvironment, RolloutFederation } from './rollout-environment';

/**
 * The builds a tab loads when it asks for a QA override or the config names a canary
 * (docs/releases.md#qa-overrides-canaries-and-integrity): loaded only then, so a first
 * load without either has none of this code; the override code itself loads only for a
 * tab that asks (`asked`).
 */
export async function chooseVersions(
  config: RuntimeConfig,
  federation: RolloutFederation,
  env: RolloutEnvironment,
  asked: boolean,
) {
  const qa = asked ? await import('./remote-overrides') : undefined;
  const overrides: OverrideState = qa?.readOverrides(config, env.location, env.session) ?? {
    accepted: [],
    refused: [],
  };
  const chosen = new Map<string, CanaryChoice>();
  return {
    overrides,
    resetOverrides: () => qa?.resetOverrides(env.session, window.location),
    /** The build of `remote` this tab loads: its override, else its canary for this visitor, else `stable`. */
    choose(remote: RemoteKey, stable: string): CanaryChoice {
      const override = overrides.accepted.find((o) => o.remote === remote)?.manifest;
      const canary = override ? undefined : canaryFor(config, remote, env.visitorId, env.local);
      const choice = { remote, entry: override ?? canary ?? stable, stable, canary };
      chosen.set(remote, choice);
      return choice;
    },
    /** Registers remotes with the build each is on now (a canary that failed: its stable one). */
    registerRemotes: ((list, options) =>
      federation.registerRemotes(
        list.map((remote) => ({ ...remote, entry: chosen.get(remote.name)?.entry ?? remote.entry })),
        options,
      )) satisfies RolloutFederation['registerRemotes'],
    /** A module of the canary, guarded (./canary-rollout.ts); any other module as it is. */
    guard: <M extends { default?: unknown }>(
      module: M,
      choice: CanaryChoice,
      loadStable: () => Promise<M>,
    ) => (choice.canary ? guardCanary(module, choice, federation, env.local, loadStable) : module),
    /** A failed canary's switch to its stable version (nothing for any other build). */
    fallBack: (choice: CanaryChoice, reason: 'integrity' | 'error') =>
      fallBack(choice, reason, federation, env.local),
  };
}
