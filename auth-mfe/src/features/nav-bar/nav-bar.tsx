import { Link } from 'react-router-dom';
import { paths } from '@zomato/shared';
import { MainMenu } from './components/main-menu';
import { UserMenu } from './components/user-menu';
import styles from './nav-bar.module.css';

/**
 * The navigation app bar (docs/product.md#navigation-bar), exposed as ./NavBar: the wordmark linking home,
 * on narrow screens after the main-menu button (docs/product.md#beyond-the-original), and the avatar with the
 * user menu. Its first render reads only browser storage; Firebase loads if the visitor
 * logs out.
 */
export default function NavBar() {
  return (
    <nav aria-label="Account" className={styles.bar}>
      <div className={styles.inner}>
        <MainMenu />
        <Link to={paths.home} className={`wordmark ${styles.brand}`}>
          Zomato
        </Link>
        <UserMenu />
      </div>
    </nav>
  );
}
