import styles from './remote-section.module.css';

export function SectionSpinner({ name }: { name: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      Loading {name}…
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
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
