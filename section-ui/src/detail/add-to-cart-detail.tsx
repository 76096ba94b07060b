import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  describeError,
  type FoodItem,
  paths,
  RemoteComponent,
  startRemoteLoad,
  useHydrated,
} from '@zomato/shared';
import { addToCart, toNewCartLine, useAddedBeforeLive } from '@zomato/shared/cart';
import { AddingPreview } from './adding-preview';
import { CartSwap } from './cart-swap';
import { DetailView } from './detail-view';
import styles from './detail.module.css';

// The same elements every render: a cart view still server HTML (an early answer) that its
// boundary is given new props for is drawn anew by React, and would flash 'Opening the cart…'.
const cartViewLoading = (
  <p role="status" className={styles.status}>
    Added to your cart. Opening the cart…
  </p>
);
const cartViewFailed = (retry: () => void) => (
  <div role="alert" className={styles.status}>
    <p>Added to your cart, but the cart could not be shown here.</p>
    <button type="button" className={styles.secondary} onClick={retry}>
      Retry
    </button>{' '}
    <Link to={paths.cart}>Go to the cart</Link>
  </div>
);

type Step = { name: 'detail' } | { name: 'adding' } | { name: 'failed'; error: unknown } | { name: 'added' };

/**
 * A detail with ADD TO CART (docs/product.md#add-to-cart): pressing it posts the item once, from the
 * click (never from an effect, so StrictMode or a re-render cannot post twice), then the
 * detail is replaced by checkout's cart view, loaded through federation.
 */
export function AddToCartDetail({ item, price }: { item: FoodItem; price: string }) {
  // Pressed before the page was live, the early-actions script posted the item and the server
  // drew this page as the press leaves it (docs/decisions/0017-early-cart-answer.md).
  const addedBeforeLive = useAddedBeforeLive();
  const [step, setStep] = useState<Step>(() => (addedBeforeLive ? { name: 'added' } : { name: 'detail' }));
  // The server's page holds what such a press shows in its frame; gone once the page is live.
  const hydrated = useHydrated();

  const add = () => {
    if (step.name === 'adding') return;
    setStep({ name: 'adding' });
    // The cart view's code comes while the item is posted, not after, and the cart view shows
    // once both are done: drawn at once, not revealed by Suspense a frame budget later. If its
    // code fails, the item is still added and the cart view says so, with Retry.
    const cartViewCode = startRemoteLoad('checkout', './CartView');
    Promise.all([addToCart(item), cartViewCode]).then(
      () => setStep({ name: 'added' }),
      (error: unknown) => setStep({ name: 'failed', error }),
    );
  };

  if (step.name === 'added') {
    return (
      <CartSwap>
        <RemoteComponent
          remote="checkout"
          expose="./CartView"
          loading={cartViewLoading}
          failed={cartViewFailed}
        />
      </CartSwap>
    );
  }

  return (
    <>
      <DetailView item={item} price={price}>
        {/* aria-disabled, not disabled, while adding: a disabled button drops keyboard focus. */}
        <button
          type="button"
          className={`brand-button ${styles.addToCart}`}
          onClick={add}
          aria-disabled={step.name === 'adding'}
          // The cart view's code starts at the press (shell/src/features/intents/).
          data-intent="cart"
          // Pressed before the page is live, the early-actions script posts the line to this page
          // (early-actions/cart-answers.js): the server adds it and answers with the page as the
          // press leaves it.
          data-early-add=""
          data-line={JSON.stringify(toNewCartLine(item))}
        >
          {step.name === 'adding' ? 'ADDING…' : 'ADD TO CART'}
        </button>
        {step.name === 'failed' && (
          <p role="alert" className={styles.error}>
            {describeError(step.error)} The item was not added; please try again.
          </p>
        )}
      </DetailView>
      {!hydrated && <AddingPreview item={item} />}
    </>
  );
}
