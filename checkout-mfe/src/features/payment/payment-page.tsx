import { useState } from 'react';
import { Link } from 'react-router-dom';
import { cartTotal, paths } from '@zomato/shared';
import { usePageTitle, ErrorState, formatAmount } from '@zomato/section-ui';
import { CardForm } from './components/card-form';
import { useCartLines } from './hooks/use-cart-lines';
import { useOpenAttempt } from './hooks/use-open-attempt';
import { usePaymentSubmit } from './hooks/use-payment-submit';
import { EmptyCart } from '../ui/empty-cart';
import ui from '../ui/checkout-ui.module.css';
import styles from './payment.module.css';

/**
 * /payment: 'TO PAY ONLY' the cart's total (docs/product.md#payment) and the card form. The amount
 * is the cart as the server has it now, read when the page opens: loading, then an error
 * with Retry if it cannot be read (never an empty cart it does not know to be empty). Drawn on
 * the server with the visitor's cart (their cookie), so the form works before and without the
 * page's script. A payment of this tab whose outcome a reload cut off is looked up (useOpenAttempt).
 */
export function PaymentPage() {
  usePageTitle('Payment');
  const cart = useCartLines();
  // A payment this tab started before a reload is looked up first: paid, it is never asked for again.
  const checking = useOpenAttempt() === 'checking';
  const status = checking ? 'loading' : cart.status;
  const { amountPaying, refused } = usePaymentSubmit();
  const cartAmount = !checking && cart.lines ? cartTotal(cart.lines) : undefined;
  // While paying, the cart is emptied before the confirmation opens: keep the amount shown.
  const total = amountPaying ?? cartAmount;
  // Refused because the cart changed meanwhile: the refusal says to what.
  const changedMeanwhile = refused?.status === 409;
  // The amount the page opened with: a later change (another tab) is pointed out.
  const [openedWith, setOpenedWith] = useState<number>();
  if (openedWith === undefined && cartAmount !== undefined) setOpenedWith(cartAmount);

  return (
    <section className={`${ui.column} ${styles.page}`}>
      {/* Nothing to pay (an empty cart) names no amount: the empty state says it all. */}
      <h1 className={`${ui.title} ${styles.amount}`} tabIndex={-1}>
        {total ? `TO PAY ONLY ${formatAmount(total)}` : 'Your payment'}
      </h1>
      {status === 'loading' && (
        <p className={styles.loading} role="status" aria-busy="true">
          Loading your cart…
        </p>
      )}
      {status === 'error' && (
        <ErrorState title="We could not load your cart" error={cart.error} onRetry={cart.retry} />
      )}
      {total !== undefined && total > 0 && (
        <>
          {!changedMeanwhile && openedWith !== undefined && total !== openedWith && (
            <p className={styles.notice} role="status">
              Your cart changed in another tab: it now comes to {formatAmount(total)}.
            </p>
          )}
          <CardForm amount={total} />
          <Link className={styles.back} to={paths.cart}>
            Back to cart
          </Link>
        </>
      )}
      {total === 0 && (
        <EmptyCart title="There is nothing to pay for">
          Your cart is empty. Add something from Delivery first.
        </EmptyCart>
      )}
    </section>
  );
}
