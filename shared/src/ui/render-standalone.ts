import type { ComponentType } from 'react';
import type { FederationRuntime } from '../federation/remote-registry';
import type { StandaloneLink } from './standalone-link';

/**
 * Boots a remote on its own (QA's standalone page, docs/architecture.md#serving). It is
 * `@zomato/shared/standalone`, not part of `@zomato/shared`: that is one shared module, so
 * whatever it holds is in every page of the site, where the standalone frame is never shown.
 * The frame itself is a chunk of its own, loaded by the standalone page only.
 */
export function renderStandalone(
  App: ComponentType,
  appName: string,
  links: readonly StandaloneLink[],
  federation: FederationRuntime,
): void {
  void import(/* webpackChunkName: "standalone" */ './standalone').then((standalone) =>
    standalone.renderStandalone(App, appName, links, federation),
  );
}
