import { Link, useLocation } from 'react-router-dom';
import { tabForPath, tabs } from './tabs';
import styles from './tab-bar.module.css';

/** Delivery, Nightlife, Dinning Out; exactly one active, following the route. */
export function TabBar() {
  const active = tabForPath(useLocation().pathname) ?? 'delivery';
  return (
    <nav className={styles.bar} aria-label="Sections">
      <ul className={styles.list}>
        {tabs.map((tab) => {
          const isActive = tab.key === active;
          return (
            <li key={tab.key}>
              <Link
                to={tab.to}
                className={isActive ? `${styles.tab} ${styles.active}` : styles.tab}
                aria-current={isActive ? 'page' : undefined}
                data-tab={tab.key}
              >
                <img
                  src={isActive ? tab.activeIcon : tab.icon}
                  alt=""
                  width={40}
                  height={40}
                  className={styles.icon}
                />
                <span>{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
