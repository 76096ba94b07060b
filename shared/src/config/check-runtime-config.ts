import { parseRolloutSettings } from './rollout-config';

// The shell's rollout checks the sections it reads as it starts.
export { checkRolloutSections } from './rollout-config';
import { parseRuntimeConfig, type RuntimeConfig } from './runtime-config';

/**
 * Checks every section of a config file, the rollout's included (canaries, integrity,
 * overrides: ./rollout-config.ts); throws a ConfigError naming the first bad key. What the
 * render server and deploy/ read a config with, through its own import path
 * (`@zomato/shared/check-runtime-config`), so that these checks are not part of the
 * browser's first load (docs/releases.md#qa-overrides-canaries-and-integrity).
 */
export function checkRuntimeConfig(input: unknown): RuntimeConfig {
  const config = parseRuntimeConfig(input);
  return { ...config, ...parseRolloutSettings(input as Record<string, unknown>, config.remotes) };
}
