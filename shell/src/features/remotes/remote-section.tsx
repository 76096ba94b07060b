import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { RemoteKey } from '@zomato/shared';
import { loadRemoteModule } from './remote-registry';
import { SectionErrorBoundary } from './section-error-boundary';
import styles from './remote-section.module.css';

export const sectionNames: Record<RemoteKey, string> = {
  delivery: 'Delivery',
  dining: 'Dinning Out',
  nightlife: 'Nightlife',
  checkout: 'Checkout',
  auth: 'Account',
};

type Loaded = { default: ComponentType<Record<string, unknown>> };

function SectionSpinner({ name }: { name: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      Loading {name}…
    </div>
  );
}

/** Mounts a remote's exposed component with Suspense, an error boundary and Retry. */
export function RemoteSection({
  remote,
  expose = './App',
  props = {},
}: {
  remote: RemoteKey;
  expose?: string;
  props?: Record<string, unknown>;
}) {
  const [attempt, setAttempt] = useState(0);
  const Section = useMemo(
    () => lazy(() => loadRemoteModule<Loaded>(remote, expose, attempt > 0)),
    [remote, expose, attempt],
  );
  const name = sectionNames[remote];
  return (
    <SectionErrorBoundary sectionName={name} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<SectionSpinner name={name} />}>
        <Section {...props} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
