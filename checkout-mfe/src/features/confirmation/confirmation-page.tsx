import { Link } from 'react-router-dom';
import { paths } from '@zomato/shared';
import { usePageTitle, DetailSkeleton, formatAmount, formatLineTotal } from '@zomato/section-ui';
import { useConfirmation } from './hooks/use-confirmation';
import styles from './confirmation.module.css';

/**
 * /paymentsuccessful (docs/product.md#confirmation): what this tab just paid for. The cart was
 * emptied when the payment went through; arriving without one says so.
 */
export function ConfirmationPage() {
  // What was paid lives in this tab's storage: the server (and hydration) show it loading.
  const state = useConfirmation();
  const confirmation = state.status === 'paid' ? state.confirmation : undefined;
  usePageTitle(
    { loading: 'Your order', none: 'Nothing to confirm', paid: 'Payment successful' }[state.status],
  );

  if (state.status === 'loading')
    return (
      <section className={styles.page}>
        <DetailSkeleton label="Loading your order" />
      </section>
    );

  if (!confirmation) {
    return (
      <section className={styles.page}>
        <div className={`panel ${styles.card}`}>
          <h1 className={styles.title} tabIndex={-1}>
            Nothing to confirm
          </h1>
          <p className={styles.text}>You have not paid for an order in this tab.</p>
          <div className={styles.actions}>
            <Link className={`brand-action ${styles.primary}`} to={paths.cart}>
              Go to your cart
            </Link>
            <Link className={styles.secondary} to={paths.delivery}>
              Order food online
            </Link>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <div className={`panel ${styles.card}`}>
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <h1 className={styles.title} tabIndex={-1}>
          Payment successful
        </h1>
        <p className={styles.paid}>
          You paid <strong data-testid="amount-paid">{formatAmount(confirmation.amount)}</strong>
        </p>
        <ul className={styles.items} aria-label="What you ordered">
          {confirmation.items.map((item, index) => (
            <li key={`${index}-${item.name}`} className={styles.item}>
              <span>
                {item.name} <span className={styles.times}>× {item.quantity}</span>
              </span>
              <span>{formatLineTotal(item.price, item.quantity)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.text}>Your food is being prepared. Thank you for ordering!</p>
        <Link className={`brand-action ${styles.primary}`} to={paths.delivery}>
          Back to Delivery
        </Link>
      </div>
    </section>
  );
}
