import { selectCart, useAppStore, useHydrated } from '@zomato/shared';
import styles from './top-bar.module.css';

/**
 * The cart link's count. The last known count lives in this browser: the server's 0 until the
 * page has hydrated. A component of its own: React redraws what reads useHydrated at once
 * after hydration (a synchronous render), so that render is this, not the whole top bar.
 */
export function CartCount() {
  const lastKnown = useAppStore(selectCart).count;
  const count = useHydrated() ? lastKnown : 0;
  return (
    <>
      <span className={styles.count}>{count}</span>
      <span className="visually-hidden">{count === 1 ? ' item' : ' items'}</span>
    </>
  );
}
