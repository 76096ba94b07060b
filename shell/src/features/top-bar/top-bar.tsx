import { Link } from 'react-router-dom';
import { paths } from '@zomato/shared';
import { useKnownCartCount, useWithCity } from '@zomato/section-ui';
import { AuthLinks } from '../auth/auth-links';
import { SearchBox } from '../search/components/search-box';
import { boxPlaceholders } from '../search/search-scopes';
import { TopBarCity } from './top-bar-city';
import styles from './top-bar.module.css';

/**
 * The cart link's count of items: the last known count, which lives in this browser. Until the
 * page has hydrated it is the server's reading of it (the cart hint, sent with every page), so
 * every page counts the cart before it is live, and without JavaScript. A
 * component of its own: React redraws what reads useHydrated at once after hydration (a
 * synchronous render), so that render is this, not the whole top bar.
 */
function CartCount() {
  const count = useKnownCartCount('items');
  return (
    <>
      <span className={styles.count}>{count}</span>
      <span className="visually-hidden">{count === 1 ? ' item' : ' items'}</span>
    </>
  );
}

/** Logo, city, dish search, Sign Up / Login and the cart (docs/product.md#top-bar, top bar). */
export function TopBar() {
  const withCity = useWithCity();
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to={paths.home} className={`wordmark ${styles.logo}`} aria-label="zomato home">
          zomato
        </Link>
        <div className={styles.finder}>
          <TopBarCity />
          <span className={styles.divider} aria-hidden="true" />
          <SearchBox scope="dishes" placeholder={boxPlaceholders.dishes} />
        </div>
        <div className={styles.auth}>
          <AuthLinks />
        </div>
        <Link to={withCity(paths.cart)} className={styles.cart} data-testid="cart-link">
          <svg className={styles.cartIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.4a2 2 0 0 0 2-1.5L21 8H6.2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <circle cx="10" cy="20" r="1.5" fill="currentColor" />
            <circle cx="17" cy="20" r="1.5" fill="currentColor" />
          </svg>
          Cart <CartCount />
        </Link>
      </div>
    </header>
  );
}
