import styles from '../cart.module.css';

/** Grey rows shaped like cart lines while GET /cart is answered. */
export function CartSkeleton() {
  return (
    <div role="status" aria-label="Loading your cart" aria-busy="true">
      <ul className="panel bare-list" aria-hidden="true">
        {[0, 1].map((index) => (
          <li key={index} className={`${styles.row} ${styles.skeletonRow}`}>
            <div className={`${styles.image} ${styles.shimmer}`} />
            <div className={styles.info}>
              <div className={`${styles.bar} ${styles.shimmer}`} />
              <div className={`${styles.bar} ${styles.short} ${styles.shimmer}`} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
