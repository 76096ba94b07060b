import type { RolloutEnvironment } from './rollout-runtime';

/**
 * Where a tab asks for QA overrides (docs/architecture.md#qa-overrides-canaries-and-integrity):
 * `?override=` in the page address, and the accepted ones kept in its sessionStorage. Read
 * before anything else of overrides, so that their code loads only for a tab that asks.
 */
export const overrideParam = 'override';
export const overrideStorageKey = 'zomato.overrides';

/** `session` is a Storage the page could open (a blocked one is left out before: shell/src/bootstrap.tsx). */
export const asksForOverride = ({ location, session }: Pick<RolloutEnvironment, 'location' | 'session'>) =>
  new URLSearchParams(location.search).has(overrideParam) || !!session?.getItem(overrideStorageKey);
