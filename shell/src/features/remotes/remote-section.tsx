import { useEffect } from 'react';
import { RemoteComponent, reportRemoteEvent, sectionLabels, type RemoteKey } from '@zomato/shared';
import { SectionFallback, SectionSpinner } from './section-states';

export const sectionNames: Record<RemoteKey, string> = {
  ...sectionLabels,
  checkout: 'Checkout',
  auth: 'Account',
};

/** Mounts a remote's `./App` for a route: spinner while loading, fallback with Retry on failure. */
export function RemoteSection({ remote }: { remote: RemoteKey }) {
  const name = sectionNames[remote];
  // A page view of this section, for section health (docs/architecture.md#section-health).
  useEffect(() => reportRemoteEvent({ type: 'view', remote }), [remote]);
  return (
    <RemoteComponent
      remote={remote}
      expose="./App"
      loading={(retry) => <SectionSpinner name={name} onRetry={retry} />}
      failed={(retry) => <SectionFallback name={name} onRetry={retry} />}
    />
  );
}
