import { useRef, type RefObject } from 'react';
import { DecorativeImage, formatLineTotal, imageUrl, type CartLine } from '@zomato/shared';
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
      <DecorativeImage
        className={styles.image}
        src={imageUrl(line.imgUrl)}
        width={88}
        height={88}
        lazy={index >= 4}
      />
      <div className={styles.info}>
        <p className={styles.name}>{line.name}</p>
        <p className={styles.meta}>
          Rs. {line.price} each{line.place ? ` · ${line.place}` : ''}
        </p>
      </div>
      <div className={styles.stepper} role="group" aria-label={`Quantity of ${line.name}`}>
        <StepButton
          ref={minus}
          control="minus"
          name={line.name}
          disabled={removing || line.quantity <= minQuantity}
          onClick={() => step(-1)}
        />
        <span className={styles.quantity} data-testid="quantity" aria-live="polite">
          {line.quantity}
        </span>
        <StepButton
          ref={plus}
          control="plus"
          name={line.name}
          disabled={removing || line.quantity >= maxQuantity}
          onClick={() => step(1)}
        />
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

/** − or + beside the quantity; named for the line, and marked for the focus rules. */
function StepButton({
  ref,
  control,
  name,
  disabled,
  onClick,
}: {
  ref: RefObject<HTMLButtonElement | null>;
  control: 'minus' | 'plus';
  name: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.step}
      aria-label={`${control === 'minus' ? 'Decrease' : 'Increase'} quantity of ${name}`}
      data-control={control}
      disabled={disabled}
      onClick={onClick}
    >
      {control === 'minus' ? '−' : '+'}
    </button>
  );
}
