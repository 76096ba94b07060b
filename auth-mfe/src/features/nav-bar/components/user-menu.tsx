import { useUserDetails } from '@zomato/shared';
import { signOutEverywhere } from '../../google/api/google-sign-in';
import { useMenuButton } from '../hooks/use-menu-button';
import styles from '../nav-bar.module.css';
import { Avatar } from './avatar';

const entries = ['Profile', 'Account', 'Dashboard', 'Logout'] as const;

/**
 * The avatar button and its user menu (docs/product.md#navigation-bar). Profile, Account and Dashboard
 * only close the menu (their targets are not part of the product); Logout also signs out
 * and clears `userDetails` (docs/product.md#navigation-bar).
 */
export function UserMenu() {
  const user = useUserDetails();
  const { open, close, buttonProps, menuProps, itemProps } = useMenuButton(entries.length);
  const who = user?.displayName || user?.email;

  function choose(entry: (typeof entries)[number]) {
    close(true);
    // The SDK is fetched only now: the bar's first render stays free of Firebase.
    if (entry === 'Logout') void signOutEverywhere();
  }

  return (
    <div className={styles.userMenu}>
      <button
        {...buttonProps}
        className={styles.avatarButton}
        aria-label={who ? `User menu, signed in as ${who}` : 'User menu'}
        title={who ?? 'User menu'}
      >
        <Avatar user={user} />
      </button>
      <ul {...menuProps} aria-label="User menu" className={styles.menu} data-open={open}>
        {entries.map((entry, index) => (
          <li key={entry} role="none">
            <button
              type="button"
              {...itemProps(index)}
              className={styles.menuItem}
              onClick={() => choose(entry)}
            >
              {entry}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
