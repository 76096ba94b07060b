import { useId, useRef } from 'react';
import { useAppStore } from '@zomato/shared';
import { useKnownCartCount, usePageTitle, ErrorState } from '@zomato/section-ui';
import { clearConfirmation, saveTotal } from '../payment/api/checkout-storage';
import { CartRow } from './components/cart-row';
import { CartSkeleton } from './components/cart-skeleton';
import { CartSummary } from './components/cart-summary';
import { useCart } from './hooks/use-cart';
import { useCartFocus } from './hooks/use-cart-focus';
import { shownTotal } from './quantity';
import { EmptyCart } from '../ui/empty-cart';
import ui from '../ui/checkout-ui.module.css';
import styles from './cart.module.css';

/** The visitor's cart, /cart: it loads the cart itself. */
export default function CartView() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  usePageTitle('Your Cart');
  const cart = useCart();
  const knownCount = useKnownCartCount();
  const total = cart.lines ? shownTotal(cart.lines) : 0;
  const focus = useCartFocus(cart.lines, list, heading);

  // Buy Now is a link to /payment: live, it first keeps the total for the payment page.
  const buyNow = () => {
    saveTotal(total);
    if (cart.saved) useAppStore.getState().setCartLines(cart.saved);
    // A new purchase starts: the last payment's confirmation no longer applies.
    clearConfirmation();
  };

  return (
    <section
      className={`${ui.column} ${styles.cart} ${cart.lines?.length === 0 ? styles.empty : ''}`}
      aria-labelledby={headingId}
    >
      <h1 id={headingId} ref={heading} className={`${ui.title} ${styles.heading}`} tabIndex={-1}>
        Your Cart
      </h1>
      {cart.status === 'loading' && <CartSkeleton rows={knownCount} />}
      {cart.status === 'error' && (
        <ErrorState title="We could not load your cart" error={cart.error} onRetry={cart.retry} />
      )}
      {cart.lines?.length === 0 && (
        <EmptyCart title="Your cart is empty">
          Pick a cake, a coffee or a pizza and it will wait for you here.
        </EmptyCart>
      )}
      {cart.problem && (
        <p className={`${ui.problem} ${styles.problem}`} role="alert">
          {cart.problem}
        </p>
      )}
      {cart.lines && cart.lines.length > 0 && (
        <>
          <ul
            ref={list}
            className="panel bare-list"
            aria-label="Items in your cart"
            onFocus={focus.onFocus}
            onBlur={focus.onBlur}
          >
            {cart.lines.map((line, index) => (
              <CartRow
                key={line.id}
                line={line}
                index={index}
                removing={cart.removing.has(line.id)}
                onStep={cart.changeQuantity}
                onRemove={cart.remove}
              />
            ))}
          </ul>
          <CartSummary total={total} saving={cart.busy} onBuy={buyNow} />
        </>
      )}
    </section>
  );
}
