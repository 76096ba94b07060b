/**
 * Remote code pinned to what was released (docs/architecture.md#qa-overrides-canaries-and-integrity):
 * each released version has an integrity.json (its scripts' sha384 digests, written by
 * deploy/cli.mjs at release), itself fetched with the digest the runtime config gives it.
 * Every script of that version then gets its `integrity`: the remote entry through the
 * federation runtime's createScript hook, chunks through webpack's chunk loading
 * (tools/webpack/script-integrity-plugin.cjs), both asking `__zomatoScriptIntegrity(url)`.
 */
declare global {
  var __zomatoScriptIntegrity: ((url: string) => string | undefined) | undefined;
}

const digests = new Map<string, string>();
const maps = new Map<string, Promise<void>>();

/** A file of a released version did not match its recorded digest (or its map could not be trusted). */
export class IntegrityError extends Error {
  constructor(url: string) {
    super(`${url} does not match the digest recorded at its release`);
    this.name = 'IntegrityError';
  }
}

export const scriptIntegrity = (url: string): string | undefined => digests.get(url);

/** Lets every build's script loaders ask for digests (they cannot import this singleton). */
export function installScriptIntegrity(): void {
  globalThis.__zomatoScriptIntegrity = scriptIntegrity;
}

/**
 * Reads the digests of the version `manifest` belongs to, once, when the config pins it
 * (`anchor`); a remote with none (another origin, dev mode) loads unchecked.
 */
export function loadIntegrityMap(manifest: string, anchor: string | undefined): Promise<void> {
  if (!anchor) return Promise.resolve();
  let loading = maps.get(manifest);
  if (!loading) {
    const base = new URL(manifest, location.href);
    const mapUrl = new URL('integrity.json', base).href;
    loading = fetch(mapUrl, { integrity: anchor })
      .catch(() => {
        throw new IntegrityError(mapUrl);
      })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${mapUrl} answered ${response.status}`);
        const files = ((await response.json()) as { files: Record<string, string> }).files;
        for (const [path, digest] of Object.entries(files)) digests.set(new URL(path, base).href, digest);
      });
    loading.catch(() => maps.delete(manifest));
    maps.set(manifest, loading);
  }
  return loading;
}

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** Whether bytes differ from a recorded digest (unknown without WebCrypto: plain http off localhost). */
async function differs(bytes: ArrayBuffer, digest: string | undefined): Promise<boolean> {
  if (!digest || !crypto.subtle) return false;
  return `sha384-${base64(await crypto.subtle.digest('SHA-384', bytes))}` !== digest;
}

/**
 * A pinned manifest, fetched as the federation runtime asks and checked here rather than by
 * `fetch(…, { integrity })`, so that the page's preload of it is used (preloads of fetches
 * take no digest).
 */
export async function fetchPinned(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  const digest = digests.get(new URL(url, location.href).href);
  if (digest && response.ok && (await differs(await response.clone().arrayBuffer(), digest)))
    throw new IntegrityError(url);
  return response;
}

/**
 * Whether a failed load was refused for its digest: an IntegrityError, or a pinned script
 * named by the error whose bytes, read again (from the cache), differ from the record.
 */
export async function isIntegrityFailure(error: unknown): Promise<boolean> {
  if (error instanceof IntegrityError) return true;
  const text = `${(error as { request?: string } | null)?.request ?? ''} ${String((error as Error | null)?.message ?? error)}`;
  const url = [...digests.keys()].find((pinned) => text.includes(pinned));
  if (!url) return false;
  try {
    const response = await fetch(url, { cache: 'force-cache' });
    if (!response.ok) return false;
    return crypto.subtle ? await differs(await response.arrayBuffer(), digests.get(url)) : true;
  } catch {
    return false;
  }
}
