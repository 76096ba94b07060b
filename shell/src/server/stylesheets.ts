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

/** Answers with the body of a file, `null` for a 404; throws on anything else. */
async function fetchText(url: string, timeoutMs: number): Promise<string | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * The page's stylesheets from the browser builds' CSS files (css-index.json tells which file
 * holds each stylesheet a module registered): the page then holds all the CSS of what it
 * shows, under the names the browser's chunk loading looks for. A file or index that cannot
 * be read (a remote version built before the index, a network fault) leaves that stylesheet
 * as its module's own CSS text: the page is styled either way.
 * Indexes and files are kept (hashed names never change), until `forget` (a remote's new version).
 */
export function createStylesheets({ timeoutMs }: { timeoutMs: number }) {
  const cache = new Map<string, Promise<string | null>>();
  const read = (url: string) => {
    let text = cache.get(url);
    if (!text) {
      text = fetchText(url, timeoutMs);
      cache.set(url, text);
      // A fault is not kept: the next page asks again.
      text.catch(() => cache.delete(url));
    }
    return text.catch(() => null);
  };
  const indexOf = async (base: string): Promise<CssIndex | null> => {
    const text = await read(new URL(cssIndexFile, base).href);
    try {
      const index: unknown = text === null ? null : JSON.parse(text);
      return isCssIndex(index) ? index : null;
    } catch {
      return null;
    }
  };
  const filesOf = async ({ base, styles }: AppStyles): Promise<PageStyle[][]> => {
    const index = styles.some((style) => style.key) ? await indexOf(base) : null;
    return Promise.all(
      styles.map(async (style) => {
        const names = style.key ? index?.files[style.key] : undefined;
        const texts = names ? await Promise.all(names.map((name) => read(new URL(name, base).href))) : [];
        if (!names?.length || texts.some((text) => text === null)) return [{ css: style.css }];
        return names.map((name, at) => ({ href: name, css: texts[at] as string }));
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
    },
  };
}
