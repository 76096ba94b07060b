import type { RemoteKey } from './remote-keys';

/**
 * The runtime config's rollout sections (docs/releases.md#qa-overrides-canaries-and-integrity):
 * a canary version per remote, the digests that pin released code, and the QA override gate.
 * All optional: a config without them loads every remote's one version, unchecked, with no override.
 */
export interface Canary {
  /** Manifest URL of the canary version (a kept release: /mfe/<key>/<version>/mf-manifest.json). */
  manifest: string;
  /** Share of visitors (0-100, whole) who get it; the rest get the remote's stable URL. */
  percent: number;
}

export interface OverrideRules {
  /** Off unless true: the production config has it off. */
  enabled: boolean;
  /** Origins a QA build may be loaded from ('https://qa.example.com'); kept versions are always allowed when enabled. */
  origins: string[];
}

export interface RolloutSettings {
  canaries?: Partial<Record<RemoteKey, Canary>>;
  /**
   * Manifest URL of a released version -> the SRI digest of its integrity.json (the
   * sha384 digests of its scripts, recorded at release). Written by deploy/cli.mjs.
   */
  integrity?: Record<string, string>;
  overrides?: OverrideRules;
}
