import type { MouseEvent } from 'react';
import styles from './skip-link.module.css';

export const mainContentId = 'main-content';

/**
 * The first stop of the Tab key on every page: it jumps past the top bar and tabs to the
 * page's content. Focus is moved by hand, so the address keeps no '#main-content' and the
 * router sees no navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(mainContentId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className={styles.skip} href={`#${mainContentId}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
