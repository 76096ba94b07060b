/** The checks every section of the runtime config is read with (docs/architecture.md#runtime-config). */
export class ConfigError extends Error {
  constructor(
    readonly key: string,
    problem: string,
  ) {
    super(`Runtime config: "${key}" ${problem}`);
    this.name = 'ConfigError';
  }
}

const urlLike = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;

export function requireUrl(value: unknown, key: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ConfigError(key, 'must be a non-empty string');
  }
  if (!urlLike.test(value)) {
    throw new ConfigError(key, `must be an http(s) URL or a path starting with '/', got "${value}"`);
  }
  return value;
}

export function requireObject(value: unknown, key: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigError(key, 'must be an object');
  }
  return value as Record<string, unknown>;
}
