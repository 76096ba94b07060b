import { Link } from 'react-router-dom';
import { paths } from '@zomato/shared';
import { useUserDetails } from '@zomato/section-ui';
import { signOutEverywhere } from '../../google/api/google-sign-in';
import { useMenuButton } from '../hooks/use-menu-button';
import styles from '../nav-bar.module.css';
import { Avatar } from './avatar';

/** What a signed-in visitor can choose (docs/product.md#navigation-bar). */
const accountEntries = ['Profile', 'Account', 'Dashboard', 'Logout'] as const;
/** What a visitor who is not signed in can choose: the way in, not a Logout that means nothing. */
const visitorEntries = [
  { label: 'Log in', to: paths.login },
  { label: 'Sign up', to: paths.signup },
] as const;

/**
 * The avatar button and its user menu (docs/product.md#navigation-bar). Signed in: Profile,
 * Account and Dashboard only close the menu (their targets are not part of the product);
 * Logout also signs out and clears `userDetails`. Not signed in: Log in and Sign up, links to
 * their pages, so the landing page (which has no top bar) offers a way in on every width.
 */
export function UserMenu() {
  const user = useUserDetails();
  const entryCount = user ? accountEntries.length : visitorEntries.length;
  const { open, close, buttonProps, menuProps, itemProps } = useMenuButton(entryCount);
  const who = user?.displayName || user?.email;

  function choose(entry: (typeof accountEntries)[number]) {
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
        {user
          ? accountEntries.map((entry, index) => (
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
            ))
          : visitorEntries.map((entry, index) => (
              <li key={entry.to} role="none">
                <Link
                  to={entry.to}
                  {...itemProps(index)}
                  className={styles.menuItem}
                  onClick={() => close(false)}
                >
                  {entry.label}
                </Link>
              </li>
            ))}
      </ul>
    </div>
  );
}
