import { useEffect, useState } from 'react';
import styles from './remote-section.module.css';

/** After this long a load is slow: say so and offer Retry (the hard limit is 120 s). */
export const slowLoadMs = 8000;

export function SectionSpinner({ name, onRetry }: { name: string; onRetry: () => void }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowLoadMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>Loading {name}…</span>
      {slow && (
        <span className={styles.slow}>
          This is taking longer than usual.{' '}
          <button type="button" className={`brand-action ${styles.retry}`} onClick={onRetry}>
            Retry
          </button>
        </span>
      )}
    </div>
  );
}

/** A section that is down: named, with Retry; the tab bar and top bar keep working. */
export function SectionFallback({ name, onRetry }: { name: string; onRetry: () => void }) {
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="section-fallback-title">
      <h2 id="section-fallback-title" className={styles.fallbackTitle}>
        {name} is unavailable right now
      </h2>
      <p className={styles.fallbackText}>
        This part of the site could not be loaded. The rest of the site still works.
      </p>
      <button type="button" className={`brand-action ${styles.retry}`} onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
