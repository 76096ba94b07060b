import { Link } from 'react-router-dom';
import { paths, RemoteComponent } from '@zomato/shared';
import styles from '../landing-page.module.css';

/** auth-mfe's navigation app bar; while it loads, or if auth is down, a plain bar stands in. */
export function LandingNav() {
  return (
    <div className={styles.nav}>
      <RemoteComponent remote="auth" expose="./NavBar" loading={<PlainNav />} failed={() => <PlainNav />} />
    </div>
  );
}

function PlainNav() {
  return (
    <nav aria-label="Account" className={styles.plainNav}>
      <Link to={paths.home} className={styles.plainBrand}>
        Zomato
      </Link>
    </nav>
  );
}
