import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { LoadTrouble } from './kept-server-html';
import { mainContentId } from '../focus/skip-link';
import styles from './remote-section.module.css';

/** After this long a load is slow: say so and offer Retry (the hard limit is 120 s). */
export const slowLoadMs = 8000;

/**
 * A section on its way. Also what the server sends for a section it had no time to draw (the
 * browser draws it): without a script nothing would, so that page offers itself again, which a
 * warm render lane then draws whole.
 */
export function SectionSpinner({ name, onRetry }: { name: string; onRetry: () => void }) {
  const { pathname, search } = useLocation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowLoadMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>Loading {name}…</span>
      <span className="without-script">
        <span className={styles.slow}>
          This part of the page was not ready in time.{' '}
          <a className={`brand-action ${styles.retry}`} href={`${pathname}${search}`}>
            Load the page again
          </a>
        </span>
      </span>
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

/**
 * A server-rendered section whose code failed to load: its page stays, readable, its links
 * working; this says the rest does not work yet and offers Retry. Focus on Retry goes to the
 * page's content once the section works (the button goes away).
 */
export function SectionNotWorking({ name, trouble }: { name: string; trouble: LoadTrouble }) {
  const notice = useRef<HTMLDivElement>(null);
  // A layout effect: its cleanup runs while the notice, and its focus, are still in the page.
  useLayoutEffect(() => {
    const box = notice.current;
    return () => {
      if (box?.contains(document.activeElement))
        queueMicrotask(() => document.getElementById(mainContentId)?.focus({ preventScroll: true }));
    };
  }, []);
  return (
    <div ref={notice} className={styles.notWorking} role="alert" data-section-not-working="">
      <p className={styles.notWorkingText}>
        <strong>{name} is not fully working right now.</strong> Its links and forms still work: ADD TO CART,
        and a filter with Show. The rest waits until it loads.
      </p>
      <button
        type="button"
        className={`brand-action ${styles.retry}`}
        onClick={trouble.retrying ? undefined : trouble.retry}
        aria-disabled={trouble.retrying}
      >
        {trouble.retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
