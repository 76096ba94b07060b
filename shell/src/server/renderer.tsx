import * as federation from '@module-federation/enhanced/runtime';
import {
  remoteKeys,
  setRuntimeConfig,
  setServerApiBase,
  type RemoteKey,
  type VisitorFacts,
} from '@zomato/shared';
import { addedToCartOf } from '@zomato/shared/cart';
import { cartLinesHint } from '@zomato/shared/cart-hint';
// Every section checked, the rollout's included: shared's second public entry (its package.json
// "exports"), kept out of the browser's first load, which the main entry is part of.
import { checkRuntimeConfig } from '@zomato/shared/check-runtime-config';
import { pageMeta, type PageMeta } from './page-meta';
import { createRemoteLoader } from './remote-loader';
import { renderPage, type RenderedPage } from './render-page';
import { createStylesheets, type PageStyle } from './stylesheets';
import { stylesOf } from './styles';

export interface RendererOptions {
  /** The /config.json body the browser gets (remote manifests, apiBase). */
  runtimeConfig: unknown;
  /** Where the config's relative URLs ('/mfe/…') are fetched from by this process. */
  fileOrigin: string;
  /** The data service as this process reaches it (the page's apiBase may be relative). */
  apiBase: string;
  /** A remote not done in this time is rendered by the browser (150 ms). */
  budgetMs: number;
  /**
   * The budget of a page drawn after ADD TO CART pressed before it was live (default: budgetMs):
   * its cart left to the browser would wait for the page's code (docs/decisions/0017).
   */
  addedBudgetMs?: number;
  /** Remotes to leave to the browser (default: none), e.g. for a test. */
  clientOnly?: readonly RemoteKey[];
}

export type ServerPage = RenderedPage &
  PageMeta & {
    styles: PageStyle[];
    /** The entry of each remote drawn (its version), which the browser hydrates with (#ssr-data). */
    remotes: Partial<Record<RemoteKey, string>>;
  };

/**
 * The render server's entry point into the shell: made once per process with the runtime
 * config, then `render(url, visitorOf(cookie))` per request. Process-wide are only the config and the loaded
 * remote code; every render has its own data, remotes view and store (the shared zustand
 * store is read at its initial state on the server, as the browser's first render does).
 */
export function createRenderer(options: RendererOptions) {
  const config = checkRuntimeConfig(options.runtimeConfig);
  setRuntimeConfig(config);
  setServerApiBase(options.apiBase);
  const stylesheets = createStylesheets({ timeoutMs: Math.max(options.budgetMs, 1000) });
  // Where each app's browser files are: the shell's at the site's root, a remote's beside its manifest.
  const baseOf = (key?: RemoteKey) =>
    key
      ? new URL('.', new URL(config.remotes[key] ?? '', options.fileOrigin)).href
      : new URL('/', options.fileOrigin).href;
  // A remote with a canary is rendered in the browser, where the visitor's bucket is known:
  // the server never draws a version the browser would not hydrate with
  // (docs/architecture.md#qa-overrides-canaries-and-integrity).
  const serverRendered = remoteKeys.filter(
    (key) => !options.clientOnly?.includes(key) && !config.canaries?.[key],
  );
  const remotes = createRemoteLoader({
    config,
    fileOrigin: options.fileOrigin,
    federation,
    onNewVersion: (key) => stylesheets.forget(baseOf(key)),
    serverRendered,
  });
  /** The shell's stylesheets and these remotes', each app with where its browser files are. */
  const appStyles = (keys: readonly RemoteKey[]) => [
    { base: baseOf(), styles: stylesOf('shell') },
    ...keys.map((key) => ({
      base: baseOf(key),
      styles: stylesOf(key),
      // A released version's CSS files are inlined only as released (stylesheets.ts).
      integrity: config.integrity?.[config.remotes[key] ?? ''],
    })),
  ];
  return {
    remoteKeys,
    /**
     * Loads every server-rendered remote's App, then reads the CSS indexes and files of what
     * the shell and those remotes registered (kept by `stylesheets`): at start, so that the
     * first pages wait for neither and stay within the render budget.
     */
    async warm(): Promise<void> {
      await remotes.warm();
      await stylesheets.forPage(appStyles(serverRendered));
    },
    /**
     * What a request's Cookie header says of the browser: the only part of a request besides
     * its address that a page depends on (so a page cache keys on both). And, in an early
     * answer to ADD TO CART (its headers), the visitor: that page is theirs, never kept.
     */
    visitorOf(
      cookieHeader: string | undefined,
      header: (name: string) => string | undefined = () => undefined,
    ): VisitorFacts {
      // An early answer to ADD TO CART names the visitor whose cart it draws (its headers).
      const addedToCart = addedToCartOf(header);
      return { cartLines: cartLinesHint(cookieHeader), ...(addedToCart && { addedToCart }) };
    },
    async render(url: string, visitor?: VisitorFacts): Promise<ServerPage> {
      const budgetMs = visitor?.addedToCart ? (options.addedBudgetMs ?? options.budgetMs) : options.budgetMs;
      const page = await renderPage({ url, remotes, budgetMs, visitor });
      const pathname = new URL(url, 'http://site').pathname;
      const styles = await stylesheets.forPage(appStyles(page.used));
      const drawn = Object.fromEntries(page.used.map((key) => [key, config.remotes[key]]));
      return { ...page, styles, remotes: drawn, ...pageMeta(pathname, page) };
    },
  };
}
