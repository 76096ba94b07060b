import { type FoodItem, imageUrl } from '@zomato/shared';
import { DecorativeImage } from '../ui/decorative-image';
import styles from './adding.module.css';

/**
 * ADD TO CART pressed before the page is live, shown in the press's frame
 * (docs/decisions/0017-early-cart-answer.md): the cart with the pressed item being added, kept
 * hidden in the server's page beside the detail. The early-actions script shows it in place of
 * the detail at the press (shell/src/entry/early-actions/cart-answers.js) while the server adds
 * the item and draws the visitor's cart, which then replaces it; if the item could not be added,
 * the detail comes back. Only in the server's page and its hydration: a live press shows
 * checkout's cart view itself.
 * Its row has the cart line's picture, name and price, marked busy: the rest of the cart (other
 * lines, quantities, the total and Buy Now) comes with the server's answer.
 */
export function AddingPreview({ item }: { item: FoodItem }) {
  return (
    // data-early-adding: the early-actions script's hook. Focus goes to the heading at the press,
    // as the answer's cart view puts it on its own.
    <div hidden className={styles.preview} data-early-adding="">
      <h1 className={styles.heading} tabIndex={-1}>
        Your Cart
      </h1>
      <ul className="panel bare-list" aria-label="Items in your cart">
        {/* Not yet a saved cart line (checkout's `cart-line`): the press's, on its way. */}
        <li className={styles.row} data-testid="cart-line-adding" aria-busy="true">
          <DecorativeImage className={styles.image} src={imageUrl(item.imgUrl)} width={96} height={72} lazy />
          <div>
            <p className={styles.name}>{item.name}</p>
            <p className={styles.meta}>
              Rs. {item.price} each{item.place ? ` · ${item.place}` : ''}
            </p>
          </div>
          <p className={styles.status} role="status">
            Adding to your cart…
          </p>
        </li>
      </ul>
    </div>
  );
}
