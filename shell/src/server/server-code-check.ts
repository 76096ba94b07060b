import { createHash } from 'node:crypto';
import { Script } from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What a remote's entry exports (the runtime's type, not exported by its package). */
type RemoteEntryExports = Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>;

/** Node's own require, for the code run here (webpack leaves it as it is). */
declare const __non_webpack_require__: NodeJS.Require;

/**
 * The render server runs a remote's server files only as released
 * (docs/serving.md#server-code-runs-as-released): the chain of trust the browser uses,
 * from the runtime config's digest of a version's first-integrity.json to its integrity.json,
 * whose `server` map holds the sha384 of each server script. A version the config pins is
 * checked file by file before anything of it runs: its server entry here (the federation
 * runtime's `loadEntry` hook), its chunks in its own chunk loader
 * (tools/webpack/ssr/http-chunk-loading.cjs, through `__zomatoCheckServerCode`). A file that
 * differs, or a version whose maps cannot be trusted, is refused: that section then renders in
 * the browser, whose own check applies. A version the config does not pin (dev mode) runs
 * unchecked, as the browser loads it.
 */
export class ServerCodeRefused extends Error {
  constructor(url: string, reason: string) {
    super(`${url} refused: ${reason}`);
    this.name = 'ServerCodeRefused';
  }
}

const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

type Maps = { files?: Record<string, string>; rest?: string; server?: Record<string, string> };

async function trustedJson(url: string, digest: string): Promise<Maps> {
  const response = await fetch(url);
  if (!response.ok) throw new ServerCodeRefused(url, `answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (sha384(bytes) !== digest) throw new ServerCodeRefused(url, 'differs from its release digest');
  return JSON.parse(bytes.toString('utf8')) as Maps;
}

type Globals = typeof globalThis & {
  __zomatoCheckServerCode?: (url: string, bytes: Buffer) => void;
};

/**
 * Version folder (URL) -> its server files' digests, by URL: the folders the config pins. One
 * per process, as the federation runtime it guards is (a renderer remade after a release shares it).
 */
const pinned = new Map<string, Map<string, string>>();
const pinnedFolderOf = (url: string) => [...pinned.keys()].find((base) => url.startsWith(base));

/** Throws unless `bytes` are what was released at `url` (when its version is pinned). */
export function checkServerCode(url: string, bytes: Buffer): void {
  const folder = pinnedFolderOf(url);
  if (folder === undefined) return;
  const digest = pinned.get(folder)?.get(url);
  if (!digest) throw new ServerCodeRefused(url, 'not in its release');
  if (sha384(bytes) !== digest) throw new ServerCodeRefused(url, 'differs from its release digest');
}
(globalThis as Globals).__zomatoCheckServerCode = checkServerCode;

/**
 * Before a version's server code loads: reads its trusted digests when the config pins it
 * (`anchor`, the digest of its first-integrity.json). Throws when they cannot be trusted or name
 * no server file: the version's code is refused until they can.
 */
export async function prepareServerCode(manifestUrl: string, anchor: string | undefined): Promise<void> {
  const base = new URL('.', manifestUrl).href;
  if (!anchor) {
    pinned.delete(base);
    return;
  }
  pinned.set(base, new Map());
  const first = await trustedJson(new URL('first-integrity.json', base).href, anchor);
  if (!first.rest) throw new ServerCodeRefused(base, 'its release names no other digest');
  const full = await trustedJson(new URL('integrity.json', base).href, first.rest);
  if (!full.server || !Object.keys(full.server).length)
    throw new ServerCodeRefused(base, 'released without digests of its server files');
  const digests = Object.entries(full.server).map(
    ([path, digest]) => [new URL(path, base).href, digest] as const,
  );
  pinned.set(base, new Map(digests));
}

/**
 * The federation runtime plugin that loads a pinned remote's server entry itself: fetched,
 * checked, then run as the runtime's Node loader runs it (a CommonJS wrapper in this context).
 */
export const serverCodeCheckPlugin: ModuleFederationRuntimePlugin = {
  name: 'zomato-server-code-check',
  async loadEntry({ remoteInfo }) {
    const { entry, entryGlobalName } = remoteInfo;
    if (pinnedFolderOf(entry) === undefined) return undefined;
    const response = await fetch(entry);
    if (!response.ok) throw new ServerCodeRefused(entry, `answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    checkServerCode(entry, bytes);
    const module = { exports: {} as Record<string, unknown> };
    const wrapper = `(function(exports, module, require, __dirname, __filename) {${bytes.toString('utf8')}\n})`;
    const run = new Script(wrapper, { filename: entry }).runInThisContext() as (...args: unknown[]) => void;
    run(module.exports, module, __non_webpack_require__, new URL('.', entry).href, entry);
    return (module.exports[entryGlobalName] ?? module.exports) as RemoteEntryExports;
  },
};
