import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths, sectionLinks } from '@zomato/shared';
import styles from '../nav-bar.module.css';

const entries = [
  ...sectionLinks,
  { to: paths.cart, label: 'Cart' },
  { to: paths.login, label: 'Log in / Sign up' },
];

/**
 * Narrow screens: a menu button disclosing the site's main pages (docs/product.md#beyond-the-original). The
 * links are plain links in tab order; choosing one, Escape, a click outside or tabbing
 * away closes the list.
 */
export function MainMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const onPointerDown = (event: PointerEvent) => {
      if (!root?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root?.contains(event.relatedTarget)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div className={styles.mainMenu} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`icon-button ${styles.iconButton}`}
        aria-label="Main menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
        </svg>
      </button>
      <div id={panelId} className={styles.mainPanel} hidden={!open}>
        <ul aria-label="Main navigation" className={styles.mainList}>
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className={styles.mainLink} onClick={() => setOpen(false)}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
