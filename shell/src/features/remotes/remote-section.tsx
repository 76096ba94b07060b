import { createElement, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
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
type LazySection = LazyExoticComponent<Loaded['default']>;

/** One lazy component per remote, module and attempt, so renders never recreate it. */
const lazySections = new Map<string, LazySection>();
function lazySection(remote: RemoteKey, expose: string, attempt: number): LazySection {
  const key = `${remote}|${expose}|${attempt}`;
  let section = lazySections.get(key);
  if (!section) {
    section = lazy(() => loadRemoteModule<Loaded>(remote, expose, attempt > 0));
    lazySections.set(key, section);
  }
  return section;
}

function SectionSpinner({ name }: { name: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      Loading {name}…
    </div>
  );
}

interface RemoteSectionProps {
  remote: RemoteKey;
  expose?: string;
  props?: Record<string, unknown>;
}

/** Mounts a remote's exposed component with Suspense, an error boundary and Retry. */
export function RemoteSection(sectionProps: RemoteSectionProps) {
  // Keyed by remote: one section's failure and retry count never carry over to another.
  return <RemoteSectionBody key={`${sectionProps.remote}|${sectionProps.expose ?? ''}`} {...sectionProps} />;
}

function RemoteSectionBody({ remote, expose = './App', props = {} }: RemoteSectionProps) {
  const [attempt, setAttempt] = useState(0);
  const name = sectionNames[remote];
  return (
    <SectionErrorBoundary sectionName={name} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<SectionSpinner name={name} />}>
        {/* lazySection caches, so the component identity is stable across renders. */}
        {createElement(lazySection(remote, expose, attempt), props)}
      </Suspense>
    </SectionErrorBoundary>
  );
}
