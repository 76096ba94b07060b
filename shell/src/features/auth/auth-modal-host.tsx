import { useEffect, useRef } from 'react';
import { RemoteComponent, type AuthModalProps } from '@zomato/shared';
import styles from './auth-modal.module.css';

/**
 * auth-mfe's `./AuthModal` through federation (props from the contract); it handles its own dialog behaviour.
 * A chunk of its own (auth-links.tsx loads it on Sign Up / Login).
 */
export default function AuthModalHost({ mode, onModeChange, onClose }: AuthModalProps) {
  return (
    <RemoteComponent
      remote="auth"
      expose="./AuthModal"
      props={{ mode, onModeChange, onClose }}
      // The opening dialog (auth-links.tsx) shows until this modal opens over it.
      loading={null}
      failed={(retry) => <AuthUnavailable onRetry={retry} onClose={onClose} />}
    />
  );
}

/** Auth is down: say so in a real modal dialog (native focus trap and Escape), with Retry. */
function AuthUnavailable({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    // jsdom has no showModal; a browser always does.
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  // Closing through the element lets the browser hand focus back; its close event unmounts us.
  const close = () => (ref.current?.open && ref.current.close ? ref.current.close() : onClose());
  return (
    <dialog
      ref={ref}
      className={styles.unavailable}
      aria-labelledby="auth-unavailable-title"
      onClose={onClose}
    >
      <h2 id="auth-unavailable-title">Sign-in is unavailable right now</h2>
      <p>The account service could not be loaded. Browsing and the cart still work.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onRetry}>
          Retry
        </button>
        <button type="button" className={styles.secondary} onClick={close}>
          Close
        </button>
      </div>
    </dialog>
  );
}
