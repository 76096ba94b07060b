import { checkRolloutSections } from '@zomato/shared/check-runtime-config';
import {
  reportRemoteEvent,
  type FederationRuntime,
  type RemoteKey,
  type RuntimeConfig,
} from '@zomato/shared';
import { inCanary } from './canary-bucket';
import { guardCanaryModule } from './canary-guard';

/**
 * Canaries (docs/releases.md#qa-overrides-canaries-and-integrity), loaded only when the
 * runtime config names one: which visitors get a canary, and what happens when it fails
 * for one (entry, chunk, digest, or a throw on render): the stable version at once,
 * reported, and not given to this visitor again.
 */
export interface CanaryChoice {
  remote: RemoteKey;
  entry: string;
  stable: string;
  /** Set while this visitor is on the canary. */
  canary?: string;
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
 * The canary manifest this visitor loads for `remote`, if any (not one that failed for them).
 * The config's rollout sections are checked here, with this code, not in a first load's:
 * a bad one throws its ConfigError (the config error page).
 */
export function canaryFor(
  config: RuntimeConfig,
  remote: RemoteKey,
  visitorId: string,
  local?: Storage,
): string | undefined {
  const canary = checkRolloutSections(config).canaries?.[remote];
  return canary &&
    readFallbacks(local)[remote] !== canary.manifest &&
    inCanary(visitorId, remote, canary.percent)
    ? canary.manifest
    : undefined;
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

/** Switches a remote from its failed canary to its stable version, reported and remembered. */
export async function fallBack(
  choice: CanaryChoice,
  reason: 'integrity' | 'error' | 'render',
  federation: FederationRuntime,
  local?: Storage,
): Promise<void> {
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
    local?.setItem(fallbackKey, JSON.stringify({ ...readFallbacks(local), [choice.remote]: canary }));
  } catch {
    // Storage blocked: the next load tries the canary again, and falls back again.
  }
  choice.canary = undefined;
  choice.entry = choice.stable;
  await forgetVersion(choice.remote, new URL(canary, location.href).href.replace(/[^/]*$/, ''));
  federation.registerRemotes([{ name: choice.remote, entry: choice.stable }], {
    force: true,
  });
}

/**
 * A canary's module, guarded: a throw on its first render switches the remote to its stable
 * version and renders the same module loaded again from it (`loadStable`).
 */
export function guardCanary<M extends { default?: unknown }>(
  module: M,
  choice: CanaryChoice,
  federation: FederationRuntime,
  local: Storage | undefined,
  loadStable: () => Promise<M>,
): M {
  const onRender = () => fallBack(choice, 'render', federation, local);
  return guardCanaryModule(
    module,
    () => void onRender(),
    async () => {
      await onRender();
      return loadStable();
    },
  );
}
