import { createHash } from 'node:crypto';
import type { RegisteredStyle } from './styles';

/**
 * A stylesheet of a server-rendered page: a CSS file of a browser build, named as that
 * build's chunk loading names it (`href`, which the page writes as `<style data-href>` so
 * hydrating does not fetch it again), or a module's own CSS text where no file is known.
 */
export interface PageStyle {
  href?: string;
  css: string;
}

/** An app the page used: where its browser build's files are, and what its modules registered. */
export interface AppStyles {
  base: string;
  styles: RegisteredStyle[];
  /**
   * A released remote version's anchor: the runtime config's digest of its first-integrity.json
   * (`config.integrity[manifest]`). Its CSS files are then inlined only as released (below).
   */
  integrity?: string;
}

type CssIndex = { files: Record<string, string[]> };

/** The index each browser build writes beside its files (the name tools/webpack/css-files.cjs gives it). */
const cssIndexFile = 'css-index.json';

const isCssIndex = (value: unknown): value is CssIndex => {
  const files = (value as CssIndex | null)?.files;
  return (
    typeof files === 'object' &&
    files !== null &&
    Object.values(files).every(
      (names) =>
        Array.isArray(names) &&
        names.every((name) => typeof name === 'string' && /^[\w.-]+\.css$/.test(name)),
    )
  );
};

/** A file as read: its text and the SRI form of its bytes' sha384 (what deploy/release records). */
interface ReadFile {
  text: string;
  digest: string;
}

/** Answers with a file, `null` for a 404; throws on anything else. */
async function fetchFile(url: string, timeoutMs: number): Promise<ReadFile | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    text: bytes.toString('utf8'),
    digest: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
  };
}

/** A digest map of a release (deploy/release/integrity.cjs): file name -> digest, and integrity.json's. */
type DigestMap = { files: Record<string, string>; rest?: string };

const isDigestMap = (value: unknown): value is DigestMap => {
  const { files, rest } = (value ?? {}) as Partial<DigestMap>;
  return (
    typeof files === 'object' &&
    files !== null &&
    Object.values(files).every((digest) => typeof digest === 'string') &&
    (rest === undefined || typeof rest === 'string')
  );
};

/**
 * The page's stylesheets from the browser builds' CSS files (css-index.json tells which file
 * holds each stylesheet a module registered): the page then holds all the CSS of what it
 * shows, under the names the browser's chunk loading looks for. A file or index that cannot
 * be read (a remote version built before the index, a network fault) leaves that stylesheet
 * as its module's own CSS text: the page is styled either way.
 * A released remote's CSS files are pinned as the browser pins them
 * (shell/src/features/rollout/script-integrity.ts): the config's anchor checks first-integrity.json, whose `rest`
 * checks integrity.json, which holds each CSS file's digest. A file that differs from its
 * digest, one with no digest, or a version whose maps cannot be trusted is not inlined: its
 * stylesheet is the module's own CSS text (from the server bundle), and the browser, which
 * then fetches the file on hydration, refuses it as it would on any page.
 * Indexes, files and digest maps are kept (hashed names never change), until `forget` (a
 * remote's new version).
 */
export function createStylesheets({ timeoutMs }: { timeoutMs: number }) {
  const cache = new Map<string, Promise<ReadFile | null>>();
  const read = (url: string) => {
    let file = cache.get(url);
    if (!file) {
      file = fetchFile(url, timeoutMs);
      cache.set(url, file);
      // A fault is not kept: the next page asks again.
      file.catch(() => cache.delete(url));
    }
    return file.catch(() => null);
  };
  const jsonOf = async (url: string, digest?: string): Promise<unknown> => {
    const file = await read(url);
    if (!file || (digest !== undefined && file.digest !== digest)) return null;
    try {
      return JSON.parse(file.text);
    } catch {
      return null;
    }
  };
  const indexOf = async (base: string): Promise<CssIndex | null> => {
    const index = await jsonOf(new URL(cssIndexFile, base).href);
    return isCssIndex(index) ? index : null;
  };
  /** Trusted digest tables, by version folder and anchor: read and parsed once, not per page. */
  const trusted = new Map<string, Map<string, string>>();
  /** The digests released for a version's files, by name; null when its maps cannot be trusted. */
  const releasedDigests = async (base: string, anchor: string): Promise<Map<string, string> | null> => {
    const key = `${base} ${anchor}`;
    const kept = trusted.get(key);
    if (kept) return kept;
    const first = await jsonOf(new URL('first-integrity.json', base).href, anchor);
    if (!isDigestMap(first)) return null;
    const full = first.rest ? await jsonOf(new URL('integrity.json', base).href, first.rest) : { files: {} };
    if (!isDigestMap(full)) return null;
    // Only a trusted table is kept: a map that failed (a fault, a changed file) is read again next page.
    const digests = new Map(Object.entries({ ...first.files, ...full.files }));
    trusted.set(key, digests);
    return digests;
  };
  const filesOf = async ({ base, styles, integrity }: AppStyles): Promise<PageStyle[][]> => {
    const index = styles.some((style) => style.key) ? await indexOf(base) : null;
    const released = index && integrity ? await releasedDigests(base, integrity) : undefined;
    const asReleased = (name: string, file: ReadFile) =>
      released === undefined || released?.get(name) === file.digest;
    return Promise.all(
      styles.map(async (style) => {
        const names = style.key ? index?.files[style.key] : undefined;
        const files = names ? await Promise.all(names.map((name) => read(new URL(name, base).href))) : [];
        const usable = files.every((file, at) => file !== null && asReleased(names?.[at] ?? '', file));
        if (!names?.length || !usable) return [{ css: style.css }];
        return names.map((name, at) => ({ href: name, css: (files[at] as ReadFile).text }));
      }),
    );
  };

  return {
    async forPage(apps: readonly AppStyles[]): Promise<PageStyle[]> {
      const byApp = await Promise.all(apps.map(filesOf));
      const seen = new Set<string>();
      return byApp.flat(2).filter((style) => {
        if (style.href === undefined) return true;
        if (seen.has(style.href)) return false;
        seen.add(style.href);
        return true;
      });
    },
    /** Drops what was read from `base` (a remote's new version may reuse its URLs). */
    forget(base: string) {
      for (const url of cache.keys()) if (url.startsWith(base)) cache.delete(url);
      for (const key of trusted.keys()) if (key.startsWith(base)) trusted.delete(key);
    },
  };
}
