import { Link } from 'react-router-dom';
import { paths } from '@zomato/shared';
import styles from './landing-page.module.css';

/** Landing page; the full experience (search, collections, nav bar) is the shell issue's. */
export function LandingPage() {
  return (
    <main className={styles.page}>
      <section className={styles.hero}>
        <p className={styles.brand}>zomato</p>
        <h1 className={styles.title}>Discover the best Food and Drinks in Delhi NCR</h1>
      </section>
      <nav className={styles.cards} aria-label="Sections">
        <Link to={paths.delivery} className={styles.card}>
          Order Online
        </Link>
        <Link to={paths.dining} className={styles.card}>
          Dinning Out
        </Link>
        <Link to={paths.nightlife} className={styles.card}>
          Nightlife and Clubs
        </Link>
      </nav>
    </main>
  );
}
