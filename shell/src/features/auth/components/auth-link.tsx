import type { MouseEvent, Ref } from 'react';
import { paths, type AuthMode } from '@zomato/shared';
import styles from '../auth.module.css';

/** A click the page may take: a plain left click; with a modifier the browser opens the page. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 &&
  !event.defaultPrevented &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * 'Login' or 'Sign Up': a link to its page (docs/product.md#top-bar calls them links), which is
 * what it does without JavaScript or before its code runs; live, a plain click opens the modal
 * instead.
 */
export function AuthLink({
  mode,
  onOpen,
  ref,
}: {
  mode: AuthMode;
  onOpen: (mode: AuthMode) => void;
  ref?: Ref<HTMLAnchorElement>;
}) {
  return (
    <a
      ref={ref}
      href={mode === 'login' ? paths.login : paths.signup}
      className={styles.link}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onOpen(mode);
      }}
    >
      {mode === 'login' ? 'Login' : 'Sign Up'}
    </a>
  );
}
