import type { FederationRuntime } from '@zomato/shared';

/** What the rollout reads of the tab it runs in (./rollout-runtime.ts). */
export interface RolloutEnvironment {
  visitorId: string;
  location: Pick<Location, 'search' | 'origin'>;
  session?: Storage;
  local?: Storage;
}

/**
 * Where a tab asks for QA overrides: `?override=` in the page address, and the accepted ones
 * kept in its sessionStorage. Read before anything else of overrides, so that their code
 * (./remote-overrides.ts) loads only for a tab that asks.
 */
export const overrideParam = 'override';
export const overrideStorageKey = 'zomato.overrides';

/** `session` is a Storage the page could open (a blocked one is left out before: shell/src/entry/bootstrap.ts). */
export const asksForOverride = ({ location, session }: Pick<RolloutEnvironment, 'location' | 'session'>) =>
  new URLSearchParams(location.search).has(overrideParam) || !!session?.getItem(overrideStorageKey);

/** The FederationRuntime calls the rollout needs beyond registerSectionRemotes' two. */
export interface RolloutFederation extends FederationRuntime {
  registerPlugins: (
    plugins: { name: string; fetch?: (url: string, init: RequestInit) => Promise<Response> | undefined }[],
  ) => void;
}
