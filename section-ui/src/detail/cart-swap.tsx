import { useEffect, useRef, type ReactNode } from 'react';
import styles from './detail.module.css';

/**
 * Holds what replaces a detail after ADD TO CART. The pressed button is gone, so focus
 * would fall to the page body: it moves here once, at the swap, and only if nothing inside
 * took it already. The box stays while the cart view loads into it, so focus is never
 * dropped in between; checkout's cart view, once loaded, moves focus from this box to its
 * own heading.
 */
export function CartSwap({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = box.current;
    if (node && !node.contains(document.activeElement)) node.focus({ preventScroll: true });
  }, []);
  return (
    // data-cart-swap: where the early-actions script puts focus when it draws this page
    // (early-actions/cart-answers.js).
    <div
      ref={box}
      tabIndex={-1}
      className={styles.swap}
      aria-label="Your cart"
      role="region"
      data-cart-swap=""
    >
      {children}
    </div>
  );
}
