import { Link } from 'react-router-dom';
import { paths, sectionLinks } from '@zomato/shared';
import styles from './site-footer.module.css';

const columns = [
  {
    title: 'Explore',
    links: sectionLinks,
  },
  { title: 'Your order', links: [{ to: paths.cart, label: 'Cart' }] },
  {
    title: 'Account',
    links: [
      { to: paths.login, label: 'Log in' },
      { to: paths.signup, label: 'Sign up' },
    ],
  },
] as const;

/** The landing page footer: brand, where to go next, and the usual small print. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <nav className={styles.inner} aria-label="Footer">
        <div className={styles.brandBlock}>
          <p className={styles.brand}>zomato</p>
          <p className={styles.note}>Food delivery, dining out and nightlife across Delhi NCR.</p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className={styles.title}>{column.title}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <p className={styles.small}>Serving Ghaziabad, New Delhi, Gurgaon and Noida.</p>
    </footer>
  );
}
