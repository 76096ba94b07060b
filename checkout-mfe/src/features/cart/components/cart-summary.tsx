import { Link } from 'react-router-dom';
import { paths, startRemoteLoad } from '@zomato/shared';
import { formatAmount } from '@zomato/section-ui';
import ui from '../../ui/checkout-ui.module.css';
import styles from '../cart.module.css';

/**
 * The payment page's code starts on intent for Buy Now (a pointer, focus, a touch), for a cart drawn
 * by the server whose section's code has not loaded yet.
 */
const buyIntended = () => void startRemoteLoad('checkout', './App');

/** 'Total -' with the sum, and 'Buy Now', a link to /payment (docs/product.md#cart). */
export function CartSummary({ total, saving, onBuy }: { total: number; saving: boolean; onBuy: () => void }) {
  return (
    <div className={styles.summary}>
      <p className={styles.total}>
        <span>Total -</span>{' '}
        <strong data-testid="cart-total" aria-live="polite">
          {formatAmount(total)}
        </strong>
      </p>
      {/* Always there, so the live region is announced and the button never jumps. */}
      <p className={styles.saving} role="status">
        {saving ? 'Saving your changes…' : ''}
      </p>
      {/* While a change is saved the amount may still move: the link waits for it. */}
      <Link
        to={paths.payment}
        className={`brand-button ${ui.primaryButton} ${styles.buy}`}
        aria-disabled={saving || undefined}
        onPointerEnter={buyIntended}
        onFocus={buyIntended}
        onTouchStart={buyIntended}
        onClick={(event) => {
          if (saving) event.preventDefault();
          else onBuy();
        }}
      >
        Buy Now
      </Link>
    </div>
  );
}
