import type { UserDetails } from '@zomato/section-ui';
import { initialsOf } from '../../user/api/initials';
import styles from '../nav-bar.module.css';

/** The signed-in user's photo, their initials when there is none, a person glyph when signed out. */
export function Avatar({ user }: { user: UserDetails | null }) {
  if (user?.photoURL) {
    return (
      <img
        className={styles.avatar}
        src={user.photoURL}
        alt={user.displayName || user.email || 'Your profile photo'}
        width={36}
        height={36}
        referrerPolicy="no-referrer"
      />
    );
  }
  const initials = user ? initialsOf(user) : '';
  return (
    <span className={`${styles.avatar} ${styles.initials}`} data-testid="avatar-initials">
      {initials || (
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z"
          />
        </svg>
      )}
    </span>
  );
}
