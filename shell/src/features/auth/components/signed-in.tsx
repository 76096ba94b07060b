import { useEffect, useRef } from 'react';
import { logOut, type SignedInUser } from '../api/signed-in-user';
import styles from '../auth.module.css';

const initialsOf = (name: string) =>
  name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** The signed-in visitor's name in the top bar, and Logout (which signs out everywhere). */
export function SignedIn({
  user,
  onLogout,
  takeFocus = false,
}: {
  user: SignedInUser;
  onLogout: () => void;
  /** Set when this replaces the control that had focus (the modal's opener). */
  takeFocus?: boolean;
}) {
  const logoutRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) logoutRef.current?.focus();
  }, [takeFocus]);
  return (
    <div className={styles.links}>
      <p className={styles.user} title={user.email ?? user.name}>
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(user.name)}
        </span>
        <span className="visually-hidden">Signed in as </span>
        <span className={styles.name} data-testid="signed-in-name">
          {user.name}
        </span>
      </p>
      <button
        ref={logoutRef}
        type="button"
        className={styles.link}
        onClick={() => {
          onLogout();
          void logOut();
        }}
      >
        Logout
      </button>
    </div>
  );
}
