import { useId, type ReactNode } from 'react';
import { usePageTitle } from '@zomato/section-ui';
import styles from './auth-page.module.css';

/** The frame of /login and /signup: the page's title (and tab title) over its form, on a card. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={`panel ${styles.card}`}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {/* Without JavaScript no form here can sign anyone in: said plainly, and the forms are
            not shown (account-forms.module.css). */}
        <noscript>
          <p className={styles.noscript}>
            Signing in and signing up need JavaScript, which is turned off in this browser. Turn it on and
            reload this page. Browsing and search work without it.
          </p>
        </noscript>
        {children}
      </div>
    </section>
  );
}
