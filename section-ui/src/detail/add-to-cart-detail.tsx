import { useEffect, useRef, type FormEvent } from 'react';
import { useFetcher, useLocation } from 'react-router-dom';
import { type FoodItem, type RefusedForm, startRemoteLoad } from '@zomato/shared';
import { usePressKey, useRefusedForm } from '../forms/visitor-page';
import { addToCartIntent } from './add-to-cart-form';
import { DetailView } from './detail-view';
import { showingItem } from './items-shown';
import styles from './detail.module.css';

/**
 * A detail with ADD TO CART (docs/product.md#add-to-cart): a form posted to this page's route
 * action (./add-to-cart-action.ts), which the server runs before the page is live, without
 * JavaScript or when the section's script failed, and the browser runs once it is live. Either
 * way the item is added once for the form's key and the visitor goes to the cart; a refusal
 * stays on the detail with its message.
 */
export function AddToCartDetail({ item, price }: { item: FoodItem; price: string }) {
  const fetcher = useFetcher<RefusedForm>();
  const [pressKey, renewPressKey] = usePressKey('add-to-cart');
  const refused = useRefusedForm(addToCartIntent);
  const { pathname } = useLocation();
  // A press still being sent is not sent again (a double click): the router would send both.
  const sending = useRef(false);
  const busy = fetcher.state !== 'idle';
  useEffect(() => showingItem(pathname, item), [pathname, item]);
  // The cart the press leads to is ready before it: the cart calls and the cart's section's code
  // load when the browser is idle.
  useEffect(() => {
    const loadCart = () => {
      void import('@zomato/shared/cart');
      void startRemoteLoad('checkout', './App');
    };
    const idle = window.requestIdleCallback?.(loadCart) ?? window.setTimeout(loadCart, 1);
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  }, []);
  useEffect(() => {
    if (busy) return;
    sending.current = false;
    // A refused press is done: a new press is a new add, sent with a new key.
    if (fetcher.data) renewPressKey();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy, fetcher.data]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) event.preventDefault();
    sending.current = true;
  };
  const problem = busy ? undefined : (fetcher.data ?? refused)?.message;
  return (
    <DetailView item={item} price={price}>
      <fetcher.Form method="post" onSubmit={send}>
        <input type="hidden" name="intent" value={addToCartIntent} />
        <input type="hidden" name="key" value={pressKey} />
        {/* aria-disabled, not disabled, while adding: a disabled button drops keyboard focus. */}
        <button type="submit" className={`brand-button ${styles.addToCart}`} aria-disabled={busy}>
          {busy ? 'ADDING…' : 'ADD TO CART'}
        </button>
      </fetcher.Form>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </DetailView>
  );
}
