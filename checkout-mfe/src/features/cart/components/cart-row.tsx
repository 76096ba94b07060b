import { formatLineTotal, imageUrl, type CartLine } from '@zomato/shared';
import { maxQuantity, minQuantity } from '../quantity';
import styles from '../cart.module.css';

/** One cart line: image, name, minus / quantity / plus, line total and Remove (SPEC section 2). */
export function CartRow({
  line,
  index,
  removing,
  onStep,
  onRemove,
}: {
  line: CartLine;
  index: number;
  removing: boolean;
  onStep: (line: CartLine, step: 1 | -1) => void;
  onRemove: (line: CartLine) => void;
}) {
  return (
    <li className={styles.row} aria-busy={removing || undefined} data-testid="cart-line">
      <img
        className={styles.image}
        src={imageUrl(line.imgUrl)}
        alt=""
        width={88}
        height={88}
        loading={index < 4 ? 'eager' : 'lazy'}
      />
      <div className={styles.info}>
        <p className={styles.name}>{line.name}</p>
        <p className={styles.meta}>
          Rs. {line.price} each{line.place ? ` · ${line.place}` : ''}
        </p>
      </div>
      <div className={styles.stepper} role="group" aria-label={`Quantity of ${line.name}`}>
        <button
          type="button"
          className={styles.step}
          aria-label={`Decrease quantity of ${line.name}`}
          disabled={removing || line.quantity <= minQuantity}
          onClick={() => onStep(line, -1)}
        >
          −
        </button>
        <span className={styles.quantity} data-testid="quantity" aria-live="polite">
          {line.quantity}
        </span>
        <button
          type="button"
          className={styles.step}
          aria-label={`Increase quantity of ${line.name}`}
          disabled={removing || line.quantity >= maxQuantity}
          onClick={() => onStep(line, 1)}
        >
          +
        </button>
      </div>
      <p className={styles.lineTotal} data-testid="line-total">
        {formatLineTotal(line.price, line.quantity)}
      </p>
      <button
        type="button"
        className={styles.remove}
        aria-label={`Remove ${line.name}`}
        disabled={removing}
        onClick={() => onRemove(line)}
      >
        {removing ? 'Removing…' : 'Remove'}
      </button>
    </li>
  );
}
