import { useNotFoundStatus } from '@zomato/shared';
import { usePageTitle } from '@zomato/section-ui';
import { SectionLinks } from '../section-links/section-links';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  usePageTitle('Page not found');
  useNotFoundStatus();
  return (
    <main className={styles.page}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>This page is not on the menu</h1>
      <p className={styles.text}>The address may be mistyped, or the page has moved. Try a section:</p>
      <SectionLinks />
    </main>
  );
}
