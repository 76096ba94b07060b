import { useEffect, useRef, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { RemoteKey } from '@zomato/shared';
import { useWithCity } from '@zomato/section-ui';
import { prefetchSection } from './prefetch-section';
import { tabForPath, tabs } from './tabs';
import styles from './tab-bar.module.css';

/**
 * Delivery, Nightlife, Dinning Out; exactly one active, following the route. Pointing at
 * (or focusing) another tab starts loading its section (`prefetch`).
 */
export function TabBar({ prefetch = prefetchSection }: { prefetch?: (remote: RemoteKey) => void }) {
  const { pathname } = useLocation();
  const active = tabForPath(pathname) ?? 'delivery';
  // The visit's city travels with the tabs in the HTML too: a tab followed before the page is
  // live is a page load of its own, which has only the address to know the city by.
  const withCity = useWithCity();
  const bar = useRef<HTMLElement>(null);
  useInterestShownBeforeLive(bar, prefetch);
  return (
    <nav ref={bar} className={styles.bar} aria-label="Sections">
      <ul className={styles.list}>
        {tabs.map((tab) => {
          const isActive = tab.key === active;
          return (
            <li key={tab.key}>
              <Link
                to={withCity(tab.to)}
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

/**
 * The server-rendered bar shows before React listens to it: a tab pointed at or focused by
 * then has had its interest shown already, and is prefetched as the bar comes alive.
 */
function useInterestShownBeforeLive(
  bar: RefObject<HTMLElement | null>,
  prefetch: (remote: RemoteKey) => void,
) {
  useEffect(() => {
    const shown = bar.current?.querySelectorAll<HTMLElement>('a[data-tab]:is(:hover, :focus)') ?? [];
    for (const link of shown) {
      const tab = tabs.find((candidate) => candidate.key === link.dataset.tab);
      if (tab && !link.hasAttribute('aria-current')) prefetch(tab.remote);
    }
    // Once, as the bar comes alive; from then on its handlers take interest as it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
