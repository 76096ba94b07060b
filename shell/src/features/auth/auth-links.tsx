import { useState } from 'react';
import { AuthModalHost, type AuthMode } from './auth-modal-host';
import styles from './auth.module.css';

/**
 * 'Sign Up' and 'Login' in the top bar. The shell owns whether the modal is open and in
 * which mode; auth-mfe's modal is mounted only while open, so Firebase stays out of the
 * first paint.
 */
export function AuthLinks() {
  const [mode, setMode] = useState<AuthMode | undefined>();
  return (
    <div className={styles.links}>
      <button type="button" className={styles.link} aria-haspopup="dialog" onClick={() => setMode('signup')}>
        Sign Up
      </button>
      <button type="button" className={styles.link} aria-haspopup="dialog" onClick={() => setMode('login')}>
        Login
      </button>
      {mode && <AuthModalHost mode={mode} onModeChange={setMode} onClose={() => setMode(undefined)} />}
    </div>
  );
}
