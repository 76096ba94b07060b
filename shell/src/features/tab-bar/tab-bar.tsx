import { Link, useLocation } from 'react-router-dom';
import type { RemoteKey } from '@zomato/shared';
import { prefetchSection } from './prefetch-section';
import { tabForPath, tabs } from './tabs';
import styles from './tab-bar.module.css';

/**
 * Delivery, Nightlife, Dinning Out; exactly one active, following the route. Pointing at
 * (or focusing) another tab starts loading its section (`prefetch`).
 */
export function TabBar({ prefetch = prefetchSection }: { prefetch?: (remote: RemoteKey) => void }) {
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
                {...(isActive ? {} : interest(() => prefetch(tab.remote)))}
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

/** The signs that a visitor is about to open a tab. */
const interest = (handler: () => void) => ({
  onPointerEnter: handler,
  onFocus: handler,
  onTouchStart: handler,
});
