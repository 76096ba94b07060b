/**
 * Remote code pinned to what was released (docs/releases.md#qa-overrides-canaries-and-integrity):
 * each released version has a first-integrity.json (the sha384 digests of what a first load
 * needs, and the digest of its integrity.json, which has every script's), written by
 * deploy/cli.mjs at release and fetched with the digest the runtime config gives it; the
 * full integrity.json is fetched only when a script the first map does not name is needed.
 * Every script of that version then gets its `integrity`: the remote entry through the
 * federation runtime's createScript hook, chunks through webpack's chunk loading
 * (tools/webpack/script-integrity-plugin.cjs), both asking `__zomatoScriptIntegrity(url)`
 * once `__zomatoScriptIntegrityReady(url)` has nothing left to read; so does every CSS file
 * its chunk loading adds (`__zomatoPinStylesheet`, tools/webpack/css-files.cjs).
 */
import type { RolloutFederation } from './rollout-environment';

declare global {
  var __zomatoScriptIntegrity: ((url: string) => string | undefined) | undefined;
  var __zomatoScriptIntegrityReady: ((url: string) => Promise<void> | undefined) | undefined;
  var __zomatoPinStylesheet: ((link: HTMLLinkElement) => void) | undefined;
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
  Object.assign(new Error(`${url} does not match its release digest`), { type: 'integrity' });

export const scriptIntegrity = (url: string): string | undefined => digests.get(url);
/** Every script URL whose digest the page has read. */
export const pinnedUrls = (): IterableIterator<string> => digests.keys();

/**
 * Reads a digest map once, checked against its own digest; its paths are relative to its
 * folder. With WebCrypto the bytes are checked here, so the page's preload of the map is
 * used (preloads of fetches take no digest: a fetch with `integrity` would load it again);
 * without it the browser checks them.
 */
function readMap(mapUrl: string, integrity: string): Promise<void> {
  let loading = maps.get(mapUrl);
  if (!loading) {
    loading = (
      crypto.subtle
        ? fetch(mapUrl).then((response) => refusedIfChanged(mapUrl, response, integrity))
        : fetch(mapUrl, { integrity })
    )
      .catch(() => {
        throw integrityError(mapUrl);
      })
      // A map that is not there (a 404 page) fails here, reading it.
      .then(async (response) => {
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

/**
 * The reading of the rest of the digests (integrity.json, pinned by the first map) of the
 * version a URL belongs to, once; undefined when no version read here pins it.
 */
export function fullIntegrityMap(url: string): Promise<void> | undefined {
  for (const [folder, digest] of fullMaps)
    if (url.startsWith(folder)) return readMap(`${folder}integrity.json`, digest);
  return undefined;
}

/**
 * For a script of a pinned version whose digest is not read yet: the reading of its
 * version's integrity.json. Undefined when there is nothing to wait for.
 */
export const scriptIntegrityReady = (url: string): Promise<void> | undefined =>
  digests.has(url) ? undefined : fullIntegrityMap(url);

/**
 * Adds a remote's CSS file to the page (its chunk loading's `<link>`, tools/webpack/css-files.cjs)
 * once its digest is read, with it: a file changed on the server is refused by the browser and
 * its chunk fails, as a script's does. A map that cannot be trusted fails it at once.
 */
export function pinStylesheet(link: HTMLLinkElement): void {
  const add = () => {
    link.integrity = digests.get(link.href) ?? '';
    document.head.append(link);
  };
  const ready = scriptIntegrityReady(link.href);
  if (!ready) return add();
  ready.then(add, () => link.onerror?.({ type: 'integrity', target: link } as unknown as Event));
}

/**
 * Lets every build's script and CSS loaders ask for digests (they cannot import this singleton),
 * and has the federation runtime fetch a pinned manifest checked here rather than by
 * `fetch(…, { integrity })`, so that the page's preload of it is used.
 */
export function pinScripts(registerPlugins: RolloutFederation['registerPlugins']): void {
  globalThis.__zomatoScriptIntegrity = scriptIntegrity;
  globalThis.__zomatoScriptIntegrityReady = scriptIntegrityReady;
  globalThis.__zomatoPinStylesheet = pinStylesheet;
  registerPlugins([
    {
      name: 'zomato-integrity',
      fetch(url, init) {
        const digest = digests.get(new URL(url, location.href).href);
        return digest
          ? fetch(url, init).then((response) => refusedIfChanged(url, response, digest))
          : undefined;
      },
    },
  ]);
}

/**
 * Reads the first-load digests of the version `manifest` belongs to, once, when the config
 * pins it (`anchor`); a remote with none (another origin, dev mode) loads unchecked.
 */
export const loadIntegrityMap = (manifest: string, anchor: string | undefined): Promise<void> | undefined =>
  anchor
    ? readMap(new URL('first-integrity.json', new URL(manifest, location.href)).href, anchor)
    : undefined;

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** Whether bytes differ from a recorded digest (with WebCrypto: not in plain http off localhost). */
export const differs = async (bytes: ArrayBuffer, digest: string): Promise<boolean> =>
  `sha384-${base64(await crypto.subtle.digest('SHA-384', bytes))}` !== digest;

/**
 * The response, unless its bytes differ from the digest recorded at release: an integrity
 * failure (unknown without WebCrypto: plain http off localhost).
 */
async function refusedIfChanged(url: string, response: Response, digest: string) {
  if (response.ok && crypto.subtle && (await differs(await response.clone().arrayBuffer(), digest)))
    throw integrityError(url);
  return response;
}
