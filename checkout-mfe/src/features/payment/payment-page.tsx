import { Link } from 'react-router-dom';
import { describeError, EmptyState, formatAmount, paths, selectCart, useAppStore } from '@zomato/shared';
import { readSavedTotal } from './api/checkout-storage';
import { CardForm } from './components/card-form';
import { usePayment } from './hooks/use-payment';
import styles from './payment.module.css';

/** /payment: the amount from the store, or from browser storage after a reload (SPEC section 2). */
export function PaymentPage() {
  const { total: storeTotal } = useAppStore(selectCart);
  const { state, pay } = usePayment();
  // While paying, the cart is emptied before the confirmation opens: keep the amount shown.
  const total = state.status === 'paying' ? state.amount : storeTotal > 0 ? storeTotal : readSavedTotal();

  return (
    <section className={styles.page}>
      <h1 className={styles.amount}>TO PAY ONLY {formatAmount(total)}</h1>
      {total > 0 ? (
        <>
          <PaymentProblem state={state} />
          <CardForm paying={state.status === 'paying'} onValid={() => void pay(total)} />
          <Link className={styles.back} to={paths.cart}>
            Back to cart
          </Link>
        </>
      ) : (
        <EmptyState title="There is nothing to pay for">
          <p className={styles.emptyText}>Your cart is empty. Add something from Delivery first.</p>
          <Link className={styles.emptyLink} to={paths.delivery}>
            Order food online
          </Link>
        </EmptyState>
      )}
    </section>
  );
}

function PaymentProblem({ state }: { state: ReturnType<typeof usePayment>['state'] }) {
  let text: string | undefined;
  if (state.status === 'failed') {
    text = `The payment could not be completed. ${describeError(state.error)} Nothing was charged: try again.`;
  } else if (state.status === 'changed') {
    text = `Your cart changed since you pressed Buy Now: it now comes to ${formatAmount(state.amount)}. Check the amount and submit again.`;
  }
  return text ? (
    <p className={styles.problem} role="alert">
      {text}
    </p>
  ) : null;
}
