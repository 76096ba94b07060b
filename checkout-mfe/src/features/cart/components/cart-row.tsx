import { useRef } from 'react';
import { formatLineTotal, imageUrl, type CartLine } from '@zomato/shared';
import { maxQuantity, minQuantity } from '../quantity';
import styles from '../cart.module.css';

/** Which of a row's buttons had focus: the cart view puts focus back on a sensible one. */
export type RowControl = 'minus' | 'plus' | 'remove';

/** One cart line: image, name, minus / quantity / plus, line total and Remove (docs/product.md#cart). */
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
  const minus = useRef<HTMLButtonElement>(null);
  const plus = useRef<HTMLButtonElement>(null);

  // A button that becomes disabled loses focus to the page: when this press takes the
  // quantity to its limit, focus moves to the other button first.
  const step = (by: 1 | -1) => {
    const next = line.quantity + by;
    if (by === -1 && next <= minQuantity) plus.current?.focus();
    if (by === 1 && next >= maxQuantity) minus.current?.focus();
    onStep(line, by);
  };

  return (
    <li
      className={styles.row}
      aria-busy={removing || undefined}
      data-testid="cart-line"
      data-line-id={line.id}
    >
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
          ref={minus}
          type="button"
          className={styles.step}
          aria-label={`Decrease quantity of ${line.name}`}
          data-control="minus"
          disabled={removing || line.quantity <= minQuantity}
          onClick={() => step(-1)}
        >
          −
        </button>
        <span className={styles.quantity} data-testid="quantity" aria-live="polite">
          {line.quantity}
        </span>
        <button
          ref={plus}
          type="button"
          className={styles.step}
          aria-label={`Increase quantity of ${line.name}`}
          data-control="plus"
          disabled={removing || line.quantity >= maxQuantity}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      <p className={styles.lineTotal} data-testid="line-total">
        {formatLineTotal(line.price, line.quantity)}
      </p>
      {/* Not `disabled` while removing: focus stays here until the row goes. */}
      <button
        type="button"
        className={styles.remove}
        aria-label={`Remove ${line.name}`}
        aria-disabled={removing || undefined}
        data-control="remove"
        onClick={() => {
          if (!removing) onRemove(line);
        }}
      >
        {removing ? 'Removing…' : 'Remove'}
      </button>
    </li>
  );
}
