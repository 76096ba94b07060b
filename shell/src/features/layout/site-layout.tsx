import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { refreshCartCount } from '@zomato/shared';
import { TopBar } from '../top-bar/top-bar';
import { TabBar } from '../tab-bar/tab-bar';
import { mainContentId, SkipLink } from '../focus/skip-link';
import styles from './site-layout.module.css';

/** Top bar (and on section pages the tab bar) around the routed content. */
export function SiteLayout({ withTabs = false }: { withTabs?: boolean }) {
  useEffect(() => {
    // The cart count in the top bar starts from the server; a failure keeps the last known count.
    refreshCartCount();
  }, []);
  return (
    <div className={styles.layout}>
      <SkipLink />
      <TopBar />
      {withTabs && <TabBar />}
      <div className={styles.content} id={mainContentId} tabIndex={-1}>
        <Outlet />
      </div>
    </div>
  );
}
