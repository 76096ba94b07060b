import type { FederationRuntime, SectionModule } from '@zomato/shared';
import type { StandaloneLink } from './standalone-link';

/**
 * Boots a remote on its own (QA's standalone page, docs/serving.md#running-one-remote-alone-qa). The frame
 * is a chunk of its own, loaded by the standalone page only: on the site the shell frames the
 * remote, and the frame's code is never fetched.
 */
export function renderStandalone(
  section: SectionModule,
  appName: string,
  links: readonly StandaloneLink[],
  federation: FederationRuntime,
): void {
  void import(/* webpackChunkName: "standalone" */ './standalone').then((standalone) =>
    standalone.renderStandalone(section, appName, links, federation),
  );
}
