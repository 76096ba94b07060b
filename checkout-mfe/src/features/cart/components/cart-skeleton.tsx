import ui from '../../ui/checkout-ui.module.css';
import styles from '../cart.module.css';

/**
 * What the cart will look like while GET /cart is answered: `rows` rows shaped like cart lines
 * (picture, name and price, −/+, line total, Remove) and the total with Buy Now, each in the
 * boxes of the real thing, so nothing moves when the lines arrive. `rows` is the
 * browser's last known count of lines.
 */
export function CartSkeleton({ rows }: { rows: number }) {
  return (
    <div role="status" aria-label="Loading your cart" aria-busy="true">
      <ul className="panel bare-list" aria-hidden="true">
        {Array.from({ length: Math.max(rows, 1) }, (_, index) => (
          <li key={index} className={styles.row}>
            <div className={`${styles.image} ${styles.shimmer}`} />
            <div className={styles.info}>
              <div className={`${styles.bar} ${styles.shimmer}`} />
              <div className={`${styles.bar} ${styles.short} ${styles.shimmer}`} />
              {/* Narrow, a name and its price and place wrap: a line more holds their usual height. */}
              <div className={`${styles.bar} ${styles.short} ${styles.narrowOnly} ${styles.shimmer}`} />
            </div>
            <div className={`${styles.stepper} ${styles.placeholder} ${styles.shimmer}`}>
              <span className={styles.step} />
              <span className={styles.quantity} />
              <span className={styles.step} />
            </div>
            <div className={`${styles.lineTotal} ${styles.bar} ${styles.totalBar} ${styles.shimmer}`} />
            <span className={`${styles.remove} ${styles.placeholder}`}>Remove</span>
          </li>
        ))}
      </ul>
      <div className={styles.summary} aria-hidden="true">
        <p className={styles.total}>
          <span>Total -</span> <span className={`${styles.amountBar} ${styles.shimmer}`} />
        </p>
        <span className={`${ui.primaryButton} ${styles.buy} ${styles.buyPlaceholder} ${styles.shimmer}`}>
          Buy Now
        </span>
      </div>
    </div>
  );
}
