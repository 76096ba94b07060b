import * as federation from '@module-federation/enhanced/runtime';
import { remoteKeys, setRuntimeConfig, setServerApiBase, type RemoteKey } from '@zomato/shared';
// Every section checked, the rollout's included: shared's second public entry (its package.json
// "exports"), kept out of the browser's first load, which the main entry is part of.
// eslint-disable-next-line no-restricted-imports -- a declared entry of @zomato/shared, not an internal
import { checkRuntimeConfig } from '@zomato/shared/check-runtime-config';
import { pageMeta, type PageMeta } from './page-meta';
import { createRemoteLoader } from './remote-loader';
import { renderPage, type RenderedPage } from './render-page';

export interface RendererOptions {
  /** The /config.json body the browser gets (remote manifests, apiBase). */
  runtimeConfig: unknown;
  /** Where the config's relative URLs ('/mfe/…') are fetched from by this process. */
  fileOrigin: string;
  /** The data service as this process reaches it (the page's apiBase may be relative). */
  apiBase: string;
  /** A remote not done in this time is rendered by the browser (issue 14: 150 ms). */
  budgetMs: number;
  /** Remotes to leave to the browser (default: none), e.g. for a test. */
  clientOnly?: readonly RemoteKey[];
}

export type ServerPage = RenderedPage & PageMeta;

/**
 * The render server's entry point into the shell: made once per process with the runtime
 * config, then `render(url)` per request. Process-wide are only the config and the loaded
 * remote code; every render has its own data, remotes view and store (the shared zustand
 * store is read at its initial state on the server, as the browser's first render does).
 */
export function createRenderer(options: RendererOptions) {
  const config = checkRuntimeConfig(options.runtimeConfig);
  setRuntimeConfig(config);
  setServerApiBase(options.apiBase);
  const remotes = createRemoteLoader({
    config,
    fileOrigin: options.fileOrigin,
    federation,
    // A remote with a canary is rendered in the browser, where the visitor's bucket is known:
    // the server never draws a version the browser would not hydrate with
    // (docs/architecture.md#qa-overrides-canaries-and-integrity).
    serverRendered: remoteKeys.filter((key) => !options.clientOnly?.includes(key) && !config.canaries?.[key]),
  });
  return {
    remoteKeys,
    warm: remotes.warm,
    async render(url: string): Promise<ServerPage> {
      const page = await renderPage({ url, remotes, budgetMs: options.budgetMs });
      const pathname = new URL(url, 'http://site').pathname;
      return { ...page, ...pageMeta(pathname, page) };
    },
  };
}
