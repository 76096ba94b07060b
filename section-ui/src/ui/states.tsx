import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { describeError } from '@zomato/shared';
import { focusPageHeading } from './page-heading-focus';
import styles from './states.module.css';

/** A failed data call: what happened and a Retry (docs/product.md#errors-and-loading). */
export function ErrorState({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Its Retry goes away with it: focus on it goes to the page's heading, not to the page's end.
  // A layout effect: its cleanup runs while the box, and its focus, are still in the page.
  useLayoutEffect(() => {
    const shown = box.current;
    return () => {
      if (shown?.contains(document.activeElement)) queueMicrotask(focusPageHeading);
    };
  }, []);
  return (
    <div ref={box} className={styles.box} role="alert">
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{describeError(error)} Check your connection and try again.</p>
      <button type="button" className={`brand-action ${styles.button}`} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** Nothing to show, said plainly, with an optional way on. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.box} role="status">
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.text}>{children}</div>}
    </div>
  );
}

/** Grey placeholders shaped like the cards that are loading. */
export function CardGridSkeleton({ count = 8, label = 'Loading' }: { count?: number; label?: string }) {
  return (
    <div className={styles.grid} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card}>
          <div className={styles.image} />
          <div className={styles.line} />
          <div className={`${styles.line} ${styles.short}`} />
        </div>
      ))}
    </div>
  );
}

/** Placeholder for a detail page while it loads. */
export function DetailSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.detail} role="status" aria-label={label} aria-busy="true">
      <div className={styles.detailImage} />
      <div className={styles.detailText}>
        <div className={styles.line} />
        <div className={`${styles.line} ${styles.short}`} />
        <div className={`${styles.line} ${styles.short}`} />
      </div>
    </div>
  );
}
