import { Link } from 'react-router-dom';
import {
  cityOptions,
  isCity,
  paths,
  selectCart,
  selectCity,
  selectSetCity,
  useAppStore,
} from '@zomato/shared';
import styles from './top-bar.module.css';

/** Logo, city and cart; search and the auth links arrive with the shell experience issue. */
export function TopBar() {
  const city = useAppStore(selectCity);
  const setCity = useAppStore(selectSetCity);
  const { count } = useAppStore(selectCart);
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.logo} aria-label="zomato home">
          zomato
        </Link>
        <label className={styles.city}>
          <span className="visually-hidden">City</span>
          <select
            value={city}
            onChange={(event) => {
              if (isCity(event.target.value)) setCity(event.target.value);
            }}
            data-testid="top-bar-city"
          >
            {cityOptions.map((option) => (
              <option key={option.label} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <Link to={paths.cart} className={styles.cart} data-testid="cart-link">
          Cart <span className={styles.count}>{count}</span>
          <span className="visually-hidden"> items</span>
        </Link>
      </div>
    </header>
  );
}
