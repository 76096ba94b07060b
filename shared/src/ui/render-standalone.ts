import type { ComponentType } from 'react';
import type { FederationRuntime } from '../federation/remote-registry';
import type { StandaloneLink } from './standalone';

/**
 * Boots a remote on its own (QA's standalone page, docs/architecture.md#serving). The frame
 * is a chunk of its own: @zomato/shared is one shared module, so whatever it holds
 * statically is in every page of the site, where the standalone frame is never shown.
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
