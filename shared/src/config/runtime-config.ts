import { ConfigError, requireObject, requireUrl } from './config-checks';
import { remoteKeys, type RemoteKey } from './remote-keys';
import type { RolloutSettings } from './rollout-settings';

/**
 * The runtime config the shell (or a standalone remote) reads at start: remote locations,
 * the API base and identity settings. Never baked into a bundle (docs/architecture.md#runtime-config).
 */
export { remoteKeys, type RemoteKey };

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** e.g. 'http://127.0.0.1:9099'; absent for a real Firebase project. */
  emulatorUrl?: string;
}

export interface RuntimeConfig extends RolloutSettings {
  /** Base of the data service: '/api' or 'http://host:port'. */
  apiBase: string;
  /** Manifest (or remote entry) URL of each remote; empty when a build has none (standalone). */
  remotes: Partial<Record<RemoteKey, string>>;
  firebase?: FirebaseSettings;
}

export { ConfigError };

function parseFirebase(value: unknown): FirebaseSettings {
  const raw = requireObject(value, 'firebase');
  const text = (field: string) => {
    const v = raw[field];
    if (typeof v !== 'string' || v.trim() === '') {
      throw new ConfigError(`firebase.${field}`, 'must be a non-empty string');
    }
    return v;
  };
  const settings: FirebaseSettings = {
    apiKey: text('apiKey'),
    authDomain: text('authDomain'),
    projectId: text('projectId'),
  };
  if (raw.emulatorUrl !== undefined) {
    settings.emulatorUrl = requireUrl(raw.emulatorUrl, 'firebase.emulatorUrl');
  }
  return settings;
}

/**
 * Checks a parsed config file as the browser reads it; throws a ConfigError naming the first bad
 * key. Rollout sections pass through: their checks (./rollout-config.ts) stay out of a first
 * load's code and run where they are used (docs/releases.md#qa-overrides-canaries-and-integrity).
 */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const raw = requireObject(input, '(root)');
  const apiBase = requireUrl(raw.apiBase, 'apiBase').replace(/\/+$/, '');
  const remotesRaw = requireObject(raw.remotes ?? {}, 'remotes');
  const remotes: RuntimeConfig['remotes'] = {};
  for (const key of Object.keys(remotesRaw)) {
    if (!(remoteKeys as readonly string[]).includes(key)) {
      throw new ConfigError(`remotes.${key}`, `is not a known remote (${remoteKeys.join(', ')})`);
    }
    remotes[key as RemoteKey] = requireUrl(remotesRaw[key], `remotes.${key}`);
  }
  const { canaries, integrity, overrides } = raw as RolloutSettings;
  const config: RuntimeConfig = { apiBase, remotes, canaries, integrity, overrides };
  if (raw.firebase !== undefined) config.firebase = parseFirebase(raw.firebase);
  return config;
}

let current: RuntimeConfig | undefined;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config was read before it was loaded');
  return current;
}

/**
 * Checks the config a server-rendered page carries (`#runtime-config`: the one it was drawn with),
 * else fetches the config file (the static page); a bad config rejects with a ConfigError.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const inPage = typeof document === 'undefined' ? null : document.getElementById('runtime-config');
  if (inPage) {
    let carried: unknown;
    try {
      carried = JSON.parse(inPage.textContent ?? '');
    } catch {
      throw new ConfigError('(file)', 'in the page is not valid JSON');
    }
    const config = parseRuntimeConfig(carried);
    setRuntimeConfig(config);
    return config;
  }
  // Not 'no-store': the page preloads this file (tools/webpack/index.html) and every server
  // sends it with Cache-Control: no-cache, so it is still read fresh on every load.
  const response = await fetch(url);
  if (!response.ok) {
    throw new ConfigError('(file)', `could not be read from ${url} (HTTP ${response.status})`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigError('(file)', `at ${url} is not valid JSON`);
  }
  const config = parseRuntimeConfig(body);
  setRuntimeConfig(config);
  return config;
}
