import { ConfigError, requireObject, requireUrl } from './config-checks';
import type { OverrideRules, RolloutSettings } from './rollout-settings';
import type { RemoteKey, RuntimeConfig } from './runtime-config';

const sriPattern = /^sha384-[A-Za-z0-9+/]{64}$/;

function parseCanaries(value: unknown, remotes: Partial<Record<RemoteKey, string>>) {
  const raw = requireObject(value, 'canaries');
  const canaries: NonNullable<RolloutSettings['canaries']> = {};
  for (const [key, entry] of Object.entries(raw)) {
    const name = `canaries.${key}`;
    const stable = remotes[key as RemoteKey];
    if (!stable) throw new ConfigError(name, 'names no remote of "remotes": a canary needs a stable version');
    const fields = requireObject(entry, name);
    const manifest = requireUrl(fields.manifest, `${name}.manifest`);
    if (manifest === stable)
      throw new ConfigError(`${name}.manifest`, 'is the stable version itself: a canary is another version');
    const { percent } = fields;
    if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100)
      throw new ConfigError(
        `${name}.percent`,
        `must be a whole number from 0 to 100, got ${JSON.stringify(percent)}`,
      );
    canaries[key as RemoteKey] = { manifest, percent };
  }
  return canaries;
}

function parseIntegrity(value: unknown) {
  const raw = requireObject(value, 'integrity');
  for (const [url, digest] of Object.entries(raw)) {
    requireUrl(url, `integrity["${url}"] (its key)`);
    if (typeof digest !== 'string' || !sriPattern.test(digest))
      throw new ConfigError(
        `integrity["${url}"]`,
        'must be a digest of the form sha384-<64 base64 characters>',
      );
  }
  return raw as Record<string, string>;
}

function parseOverrides(value: unknown): OverrideRules {
  const raw = requireObject(value, 'overrides');
  if (typeof raw.enabled !== 'boolean') throw new ConfigError('overrides.enabled', 'must be true or false');
  const origins = raw.origins ?? [];
  if (!Array.isArray(origins)) throw new ConfigError('overrides.origins', 'must be a list of origins');
  origins.forEach((origin: unknown, index) => {
    const key = `overrides.origins[${index}]`;
    if (typeof origin !== 'string' || !/^https?:\/\/[^/\s?#]+$/.test(origin))
      throw new ConfigError(
        key,
        `must be an http(s) origin such as "https://qa.example.com", got ${JSON.stringify(origin)}`,
      );
  });
  return { enabled: raw.enabled, origins: origins as string[] };
}

/** The rollout sections of a config, checked; throws a ConfigError naming the first bad key. */
export function parseRolloutSettings(
  raw: Record<string, unknown>,
  remotes: Partial<Record<RemoteKey, string>>,
): RolloutSettings {
  const settings: RolloutSettings = {};
  if (raw.canaries !== undefined) settings.canaries = parseCanaries(raw.canaries, remotes);
  if (raw.integrity !== undefined) settings.integrity = parseIntegrity(raw.integrity);
  if (raw.overrides !== undefined) settings.overrides = parseOverrides(raw.overrides);
  return settings;
}

/**
 * A config's rollout sections checked where the browser uses them beyond a first load (the
 * canary and override code, loaded only then): parseRuntimeConfig carries them over unchecked.
 */
export const checkRolloutSections = (config: RuntimeConfig): RolloutSettings =>
  parseRolloutSettings(config as unknown as Record<string, unknown>, config.remotes);
