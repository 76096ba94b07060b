import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from '../auth-modal.module.css';

/**
 * A modal dialog over the page: the native <dialog>, opened with showModal(), so the
 * browser makes every other app's DOM inert, keeps Tab inside, closes on Escape and gives
 * focus back to the opener when it closes. It closes by unmounting (the host owns whether
 * it is open), by Escape, its x or a click on the backdrop. Rendered into <body> so it
 * inherits no host layout's styles.
 */
export function Dialog({
  labelledBy,
  onClose,
  focusKey,
  children,
}: {
  labelledBy: string;
  onClose: () => void;
  focusKey: string;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // Before paint: a key pressed as soon as the dialog shows must reach it. Closing before
  // React removes the element is what makes the browser give focus back.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);

  // The form's first field (`data-autofocus`, not the x that showModal would pick), again
  // when the form changes (login ↔ signup); before paint, so no other focus ring flashes.
  useLayoutEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [focusKey]);

  return createPortal(
    // The whole-screen <dialog> is the backdrop; the panel inside is what a visitor sees as
    // the dialog. A click on the backdrop is a pointer convenience: keyboard users have
    // Escape and the x button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={labelledBy}
      className={styles.layer}
      data-testid="auth-modal-backdrop"
      // Escape (the browser closed it). A close event that finds it open again is one React's
      // StrictMode caused by running the effect twice, not the visitor's.
      onClose={() => {
        if (!dialogRef.current?.open) close.current();
      }}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press and release both outside the panel close it (not a drag out of a field).
        if (pressedOnBackdrop.current && event.target === event.currentTarget) close.current();
        pressedOnBackdrop.current = false;
      }}
    >
      <div className={styles.dialog}>{children}</div>
    </dialog>,
    document.body,
  );
}
