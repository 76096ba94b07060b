import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapTab, useModalFocus } from '../hooks/use-modal-focus';
import styles from '../auth-modal.module.css';

/**
 * A modal dialog over the page: labelled, focus trapped, closed by Escape or a click on
 * the backdrop. Rendered into <body> so no host layout can clip it.
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
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useModalFocus(dialogRef, layerRef, focusKey);

  // Before paint: a key pressed as soon as the dialog shows must reach it.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        close.current();
      }
      if (dialogRef.current) trapTab(event, dialogRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return createPortal(
    // The backdrop is a pointer convenience; keyboard users have Escape and the x button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events
    <div
      ref={layerRef}
      className={styles.backdrop}
      data-testid="auth-modal-backdrop"
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press and release both outside the dialog close it (not a drag out of a field).
        if (pressedOnBackdrop.current && event.target === event.currentTarget) close.current();
        pressedOnBackdrop.current = false;
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        className={styles.dialog}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
