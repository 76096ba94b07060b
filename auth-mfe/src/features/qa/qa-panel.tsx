import { useState } from 'react';
import type { AuthMode } from '@zomato/shared';
import AuthModal from '../modal/auth-modal';
import NavBar from '../nav-bar/nav-bar';
import styles from './qa-panel.module.css';

/**
 * Standalone QA only (never exposed): the NavBar as the shell's landing page mounts it, and
 * buttons that open the modal the way the shell's 'Login' and 'Sign Up' links do.
 */
export function QaPanel() {
  const [mode, setMode] = useState<AuthMode | null>(null);
  return (
    <div className={styles.panel}>
      <NavBar />
      <div className={styles.launchers}>
        <span>QA: open the modal</span>
        <button type="button" onClick={() => setMode('login')}>
          Open login modal
        </button>
        <button type="button" onClick={() => setMode('signup')}>
          Open sign-up modal
        </button>
      </div>
      {mode && <AuthModal mode={mode} onModeChange={setMode} onClose={() => setMode(null)} />}
    </div>
  );
}
