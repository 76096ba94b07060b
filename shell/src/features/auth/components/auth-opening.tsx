import type { AuthMode } from '@zomato/shared';
import styles from '../auth.module.css';

/** What shows while the modal's code (and then auth-mfe's) loads: over the page, so nothing moves. */
export function AuthOpening({ mode }: { mode: AuthMode }) {
  return (
    <div className={styles.loading} role="status">
      Opening {mode === 'login' ? 'login' : 'sign up'}…
    </div>
  );
}
