import type { Ref } from 'react';
import type { AuthMode } from '@zomato/shared';
import styles from '../auth.module.css';

/** The id of a mode's opening dialog. */
export const openingDialogId = (mode: AuthMode) => `auth-opening-${mode}`;

/**
 * What shows from the press until the modal (auth's code) opens over it: a modal dialog of its
 * own, rendered closed with the page, opened by a live press in its handler (auth-links.tsx).
 * Escape closes it, and with it the press.
 */
export function AuthOpening({
  mode,
  ref,
  onCancel,
}: {
  mode: AuthMode;
  ref: Ref<HTMLDialogElement>;
  onCancel: () => void;
}) {
  const id = openingDialogId(mode);
  return (
    <dialog ref={ref} id={id} className={styles.opening} aria-labelledby={`${id}-status`} onCancel={onCancel}>
      <p id={`${id}-status`} role="status" className={styles.loading}>
        Opening {mode === 'login' ? 'login' : 'sign up'}…
      </p>
    </dialog>
  );
}
