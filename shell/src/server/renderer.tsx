import * as federation from '@module-federation/enhanced/runtime';
import {
  paths,
  remoteKeys,
  setRuntimeConfig,
  setServerApiBase,
  visitorIdFromCookie,
  type FormAnswer,
  type FormRequest,
  type RemoteKey,
  type VisitorFacts,
} from '@zomato/shared';
import { readCartOf } from '@zomato/section-ui';
import { badField } from '@zomato/section-ui/forms';
import { cartHintCookie, cartHintOf, hintOfLines } from '@zomato/shared/cart-hint';
// Every section checked, the rollout's included: shared's second public entry (its package.json
// "exports"), kept out of the browser's first load, which the main entry is part of.
import { checkRuntimeConfig } from '@zomato/shared/check-runtime-config';
import { pageMeta, type PageMeta } from './page-meta';
import { createRemoteLoader } from './remote-loader';
import { renderPage, type RenderedPage } from './render-page';
import { actOnForm } from './server-router';
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
  /** Remotes to leave to the browser (default: none), e.g. for a test. */
  clientOnly?: readonly RemoteKey[];
}

export type ServerPage = RenderedPage &
  PageMeta & {
    styles: PageStyle[];
    /** The entry of each remote drawn (its version), which the browser hydrates with (#ssr-data). */
    remotes: Partial<Record<RemoteKey, string>>;
  };

/** The visitor's own pages: drawn with their cart or payment, never kept. */
const ownPages = new Set<string>([paths.cart, paths.payment, paths.paymentSuccessful]);

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
  // (docs/releases.md#qa-overrides-canaries-and-integrity).
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
     * its address that a page depends on (so a page cache keys on both). On the visitor's own
     * pages (their cart, payment, confirmation), their id too: those pages are never kept.
     */
    visitorOf(cookieHeader: string | undefined, path = ''): VisitorFacts {
      const visitorId = ownPages.has(path) ? visitorIdFromCookie(cookieHeader) : undefined;
      const { lines, items } = cartHintOf(cookieHeader);
      return { cartLines: lines, cartItems: items, ...(visitorId && { visitorId }) };
    },
    /**
     * A form posted to a page, answered by its route's action (in the lane of the section that
     * owns the page): a redirect, or a refusal the page is drawn with.
     */
    async answerForm(request: FormRequest): Promise<FormAnswer & { cookies?: string[] }> {
      // No render budget: the visitor waits for their form's answer.
      const context = { deadline: new Promise<never>(() => undefined), visitorId: request.visitorId };
      const answer =
        (await actOnForm(request.path, request.form, remotes.forRequest(), context)) ??
        badField('', 'This page has no form to send.');
      if (!('redirect' in answer)) return answer;
      // The cart it changed is counted again: the pages that follow, drawn without a script, count it too.
      const lines = await readCartOf(request.visitorId).catch(() => undefined);
      return lines ? { ...answer, cookies: [cartHintCookie(hintOfLines(lines))] } : answer;
    },
    async render(url: string, visitor?: VisitorFacts): Promise<ServerPage> {
      const page = await renderPage({ url, remotes, budgetMs: options.budgetMs, visitor });
      const pathname = new URL(url, 'http://site').pathname;
      const styles = await stylesheets.forPage(appStyles(page.used));
      const drawn = Object.fromEntries(page.used.map((key) => [key, config.remotes[key]]));
      return { ...page, styles, remotes: drawn, ...pageMeta(pathname, page) };
    },
  };
}
