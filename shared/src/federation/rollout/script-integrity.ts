/**
 * Remote code pinned to what was released (docs/architecture.md#qa-overrides-canaries-and-integrity):
 * each released version has a first-integrity.json (the sha384 digests of what a first load
 * needs, and the digest of its integrity.json, which has every script's), written by
 * deploy/cli.mjs at release and fetched with the digest the runtime config gives it; the
 * full integrity.json is fetched only when a script the first map does not name is needed.
 * Every script of that version then gets its `integrity`: the remote entry through the
 * federation runtime's createScript hook, chunks through webpack's chunk loading
 * (tools/webpack/script-integrity-plugin.cjs), both asking `__zomatoScriptIntegrity(url)`
 * once `__zomatoScriptIntegrityReady(url)` has nothing left to read.
 */
declare global {
  var __zomatoScriptIntegrity: ((url: string) => string | undefined) | undefined;
  var __zomatoScriptIntegrityReady: ((url: string) => Promise<void> | undefined) | undefined;
}

const digests = new Map<string, string>();
const maps = new Map<string, Promise<void>>();
/** Folder of a pinned version -> the digest of its integrity.json (every script's digest). */
const fullMaps = new Map<string, string>();

/**
 * A file of a released version did not match its recorded digest (or its map could not be
 * trusted): marked `type: 'integrity'`, as the chunk loader marks a chunk refused for that.
 */
const integrityError = (url: string) =>
  Object.assign(new Error(`${url} does not match the digest recorded at its release`), { type: 'integrity' });

export const scriptIntegrity = (url: string): string | undefined => digests.get(url);
/** Every script URL whose digest the page has read. */
export const pinnedUrls = (): string[] => [...digests.keys()];

/**
 * A file fetched and checked against its digest. With WebCrypto the bytes are checked here,
 * so the page's preload of the file is used (preloads of fetches take no digest: a fetch
 * with `integrity` would load it again); without it the browser checks them.
 */
async function fetchChecked(url: string, digest: string): Promise<Response> {
  if (!crypto.subtle) return fetch(url, { integrity: digest });
  return refusedIfChanged(url, await fetch(url), digest);
}

/** Reads a digest map once, checked against its own digest; its paths are relative to its folder. */
function readMap(mapUrl: string, integrity: string): Promise<void> {
  let loading = maps.get(mapUrl);
  if (!loading) {
    loading = fetchChecked(mapUrl, integrity)
      .catch(() => {
        throw integrityError(mapUrl);
      })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${mapUrl} answered ${response.status}`);
        const map = (await response.json()) as { files: Record<string, string>; rest?: string };
        for (const [path, digest] of Object.entries(map.files))
          digests.set(new URL(path, mapUrl).href, digest);
        if (map.rest) fullMaps.set(new URL('.', mapUrl).href, map.rest);
      });
    loading.catch(() => maps.delete(mapUrl));
    maps.set(mapUrl, loading);
  }
  return loading;
}

const readFullMap = (folder: string, digest: string) => readMap(`${folder}integrity.json`, digest);

/** Reads the rest of a version's digests (its integrity.json, pinned by its first map), once. */
export function loadFullIntegrityMap(manifest: string): Promise<void> {
  const folder = new URL('.', new URL(manifest, location.href)).href;
  const digest = fullMaps.get(folder);
  return digest ? readFullMap(folder, digest) : Promise.resolve();
}

/**
 * For a script of a pinned version whose digest is not read yet: the reading of its
 * version's integrity.json. Undefined when there is nothing to wait for.
 */
export function scriptIntegrityReady(url: string): Promise<void> | undefined {
  if (digests.has(url)) return undefined;
  for (const [folder, digest] of fullMaps) if (url.startsWith(folder)) return readFullMap(folder, digest);
  return undefined;
}

/** Lets every build's script loaders ask for digests (they cannot import this singleton). */
export function installScriptIntegrity(): void {
  globalThis.__zomatoScriptIntegrity = scriptIntegrity;
  globalThis.__zomatoScriptIntegrityReady = scriptIntegrityReady;
}

/**
 * Reads the first-load digests of the version `manifest` belongs to, once, when the config
 * pins it (`anchor`); a remote with none (another origin, dev mode) loads unchecked.
 */
export const loadIntegrityMap = (manifest: string, anchor: string | undefined): Promise<void> =>
  anchor
    ? readMap(new URL('first-integrity.json', new URL(manifest, location.href)).href, anchor)
    : Promise.resolve();

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** Whether bytes differ from a recorded digest (unknown without WebCrypto: plain http off localhost). */
export async function differs(bytes: ArrayBuffer, digest: string | undefined): Promise<boolean> {
  if (!digest || !crypto.subtle) return false;
  return `sha384-${base64(await crypto.subtle.digest('SHA-384', bytes))}` !== digest;
}

/**
 * A pinned manifest, fetched as the federation runtime asks and checked here rather than by
 * `fetch(…, { integrity })`, so that the page's preload of it is used (preloads of fetches
 * take no digest).
 */
export async function fetchPinned(url: string, init: RequestInit): Promise<Response> {
  return refusedIfChanged(url, await fetch(url, init), digests.get(new URL(url, location.href).href));
}

/** The response, unless its bytes differ from the digest recorded at release: an integrity failure. */
async function refusedIfChanged(url: string, response: Response, digest: string | undefined) {
  if (digest && response.ok && (await differs(await response.clone().arrayBuffer(), digest)))
    throw integrityError(url);
  return response;
}
