import type { RolloutEnvironment } from './rollout-runtime';

/**
 * Where a tab asks for QA overrides (docs/architecture.md#qa-overrides-canaries-and-integrity):
 * `?override=` in the page address, and the accepted ones kept in its sessionStorage. Read
 * before anything else of overrides, so that their code loads only for a tab that asks.
 */
export const overrideParam = 'override';
export const overrideStorageKey = 'zomato.overrides';

export function asksForOverride({ location, session }: Pick<RolloutEnvironment, 'location' | 'session'>) {
  try {
    return new URLSearchParams(location.search).has(overrideParam) || !!session?.getItem(overrideStorageKey);
  } catch {
    return false;
  }
}
