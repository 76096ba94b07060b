import { checkRolloutSections } from '@zomato/shared/check-runtime-config';
import { remoteKeys, type RemoteKey, type RuntimeConfig } from '@zomato/shared';
import { overrideParam, overrideStorageKey } from './rollout-environment';

/**
 * QA overrides (docs/releases.md#qa-overrides-canaries-and-integrity): `?override=<key>@<kept
 * version or manifest URL>` (several joined by commas) loads another build of a remote in
 * this tab only. The config's `overrides` section gates them; a refused one is never requested.
 */
const versionPattern = /^[0-9a-f]{12}$/;

export interface AcceptedOverride {
  remote: RemoteKey;
  /** As asked for: a kept version or a URL. */
  target: string;
  /** What is loaded instead of the remote's live version. */
  manifest: string;
}
export interface RefusedOverride {
  asked: string;
  reason: string;
}
export interface OverrideState {
  accepted: AcceptedOverride[];
  refused: RefusedOverride[];
}

const versionManifest = (remote: RemoteKey, version: string) => `/mfe/${remote}/${version}/mf-manifest.json`;

function judge(asked: string, config: RuntimeConfig, pageOrigin: string): AcceptedOverride | RefusedOverride {
  const rules = config.overrides;
  if (!rules?.enabled) return { asked, reason: 'overrides are off on this site' };
  const at = asked.indexOf('@');
  const remote = asked.slice(0, Math.max(at, 0)) as RemoteKey;
  const target = asked.slice(at + 1).trim();
  if (at < 1 || !remoteKeys.includes(remote) || !config.remotes[remote])
    return {
      asked,
      reason: `write <remote>@<version or URL>, the remote one of ${Object.keys(config.remotes).join(', ')}`,
    };
  if (versionPattern.test(target)) {
    const manifest = versionManifest(remote, target);
    return config.integrity?.[manifest]
      ? { remote, target, manifest }
      : { asked, reason: `${target} is not a kept version of ${remote}` };
  }
  if (/^\s*(javascript|data):/i.test(target))
    return { asked, reason: 'javascript: and data: URLs are never loaded' };
  let url: URL;
  try {
    url = new URL(target, pageOrigin);
  } catch {
    return { asked, reason: `${target} is not a URL` };
  }
  if (!/^https?:$/.test(url.protocol)) return { asked, reason: `${url.protocol} URLs are never loaded` };
  if (url.origin === pageOrigin) {
    const version = new RegExp(`^/mfe/${remote}/([0-9a-f]{12})/mf-manifest\\.json$`).exec(url.pathname)?.[1];
    if (version) return judge(`${remote}@${version}`, config, pageOrigin);
  }
  if (!rules.origins.includes(url.origin))
    return {
      asked,
      reason: `${url.origin} is not an allowed origin (${rules.origins.join(', ') || 'none is'})`,
    };
  return { remote, target, manifest: url.href };
}

function storedRequests(storage: Storage | undefined): string[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(overrideStorageKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const remoteOf = (asked: string) => asked.slice(0, asked.indexOf('@'));

/**
 * This tab's overrides: the ones kept in sessionStorage, then the page address's (which
 * replace a kept one of the same remote), each judged against the config, whose rollout
 * sections are checked first (a bad one throws its ConfigError). Accepted ones are kept
 * for the tab; refused ones are only reported.
 */
export function readOverrides(
  config: RuntimeConfig,
  location: Pick<Location, 'search' | 'origin'>,
  storage?: Storage,
): OverrideState {
  checkRolloutSections(config);
  const asked = new URLSearchParams(location.search)
    .getAll(overrideParam)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  const requests = new Map<string, string>();
  for (const request of [...storedRequests(storage), ...asked])
    requests.set(remoteOf(request) || request, request);
  const state: OverrideState = { accepted: [], refused: [] };
  for (const request of requests.values()) {
    const verdict = judge(request, config, location.origin);
    if ('reason' in verdict) state.refused.push(verdict);
    else state.accepted.push(verdict);
  }
  try {
    if (state.accepted.length)
      storage?.setItem(
        overrideStorageKey,
        JSON.stringify(state.accepted.map((o) => `${o.remote}@${o.target}`)),
      );
    else storage?.removeItem(overrideStorageKey);
  } catch {
    // Storage blocked: the override holds for this page only.
  }
  return state;
}

/** Reset: forgets the tab's overrides and loads the page again without them. */
export function resetOverrides(storage: Storage | undefined, location: Location): void {
  storage?.removeItem(overrideStorageKey);
  const url = new URL(location.href);
  url.searchParams.delete(overrideParam);
  location.assign(url.href);
}
