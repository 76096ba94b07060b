import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { describeError, type FoodItem, paths, RemoteComponent, startRemoteLoad } from '@zomato/shared';
import { usePressKey, useRefusedForm } from '../forms/visitor-page';
import { addToCart } from '@zomato/shared/cart';
import { addToCartIntent } from './add-to-cart-form';
import { DetailView } from './detail-view';
import styles from './detail.module.css';

const cartViewLoading = (
  <p role="status" className={styles.status}>
    Added to your cart. Opening the cart…
  </p>
);
const cartViewFailed = (retry: () => void) => (
  <div role="alert" className={styles.status}>
    <p>Added to your cart, but the cart could not be shown here.</p>
    <div className={styles.statusActions}>
      <button type="button" className={styles.secondary} onClick={retry}>
        Retry
      </button>
      <Link to={paths.cart} className={styles.secondary}>
        Go to the cart
      </Link>
    </div>
  </div>
);

type Step = { name: 'detail' } | { name: 'adding' } | { name: 'failed'; error: unknown } | { name: 'added' };

/**
 * A detail with ADD TO CART (docs/product.md#add-to-cart). The button is a real form posted to
 * this page, which the section's server code answers (add, then the cart) before the page is live,
 * without JavaScript or when the section's script failed. Live, the press is handled here: the
 * item is posted once, with the form's key, and checkout's cart view replaces the detail.
 */
export function AddToCartDetail({ item, price }: { item: FoodItem; price: string }) {
  const [step, setStep] = useState<Step>({ name: 'detail' });
  const [pressKey, renewPressKey] = usePressKey('add-to-cart');
  const refused = useRefusedForm(addToCartIntent);
  // The cart view the press leads to is ready before it: its code loads when the browser is idle.
  useEffect(() => {
    const loadCartView = () => void startRemoteLoad('checkout', './CartView');
    const idle = window.requestIdleCallback?.(loadCartView) ?? window.setTimeout(loadCartView, 1);
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  }, []);

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.name === 'adding') return;
    setStep({ name: 'adding' });
    // The cart view's code comes while the item is posted: it shows once both are done.
    const cartViewCode = startRemoteLoad('checkout', './CartView');
    Promise.all([addToCart(item, pressKey), cartViewCode]).then(
      () => setStep({ name: 'added' }),
      (error: unknown) => {
        // A new press is a new add; this one may be sent again only as itself.
        renewPressKey();
        setStep({ name: 'failed', error });
      },
    );
  };

  if (step.name === 'added') return <CartInPlace />;

  const problem =
    step.name === 'failed'
      ? `${describeError(step.error)} The item was not added; please try again.`
      : refused?.message;
  return (
    <DetailView item={item} price={price}>
      <form method="post" onSubmit={add}>
        <input type="hidden" name="intent" value={addToCartIntent} />
        <input type="hidden" name="key" value={pressKey} />
        {/* aria-disabled, not disabled, while adding: a disabled button drops keyboard focus. */}
        <button
          type="submit"
          className={`brand-button ${styles.addToCart}`}
          aria-disabled={step.name === 'adding'}
        >
          {step.name === 'adding' ? 'ADDING…' : 'ADD TO CART'}
        </button>
      </form>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </DetailView>
  );
}

/**
 * Checkout's cart view in place of the detail. The pressed button is gone: focus moves to this box
 * (never to the page body) and stays there while the view loads; the view then takes it to its heading.
 */
function CartInPlace() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = box.current;
    if (node && !node.contains(document.activeElement)) node.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={box} tabIndex={-1} className={styles.cartInPlace} aria-label="Your cart" role="region">
      <RemoteComponent
        remote="checkout"
        expose="./CartView"
        loading={cartViewLoading}
        failed={cartViewFailed}
      />
    </div>
  );
}
