import { useCallback, useEffect } from 'react';
import {
  RemoteComponent,
  reportRemoteEvent,
  sectionLabels,
  startRemoteLoad,
  type RemoteKey,
} from '@zomato/shared';
import { SectionFallback, SectionNotWorking, SectionSpinner } from './section-states';

export const sectionNames: Record<RemoteKey, string> = {
  ...sectionLabels,
  checkout: 'Checkout',
  auth: 'Account',
};

/** The module a route's section shows. */
const sectionExpose = './App';

/** Starts loading a route's section before it is drawn; RemoteSection then finds it loading or loaded. */
export const startSectionLoad = (remote: RemoteKey) => startRemoteLoad(remote, sectionExpose);

/**
 * Mounts a remote's `./App` for a route: spinner while loading, fallback with Retry on failure;
 * over its server-rendered page, a failure keeps the page and says so, with Retry.
 */
export function RemoteSection({ remote }: { remote: RemoteKey }) {
  const name = sectionNames[remote];
  // A page view of this section, for section health (docs/section-health.md#section-health).
  useEffect(() => reportRemoteEvent({ type: 'view', remote }), [remote]);
  // Stable, so the section's boundary is not redrawn while it still holds the server's page.
  const loading = useCallback((retry: () => void) => <SectionSpinner name={name} onRetry={retry} />, [name]);
  return (
    <RemoteComponent
      remote={remote}
      expose={sectionExpose}
      loading={loading}
      failed={(retry) => <SectionFallback name={name} onRetry={retry} />}
      kept={(trouble) => <SectionNotWorking name={name} trouble={trouble} />}
    />
  );
}
