import { type CartLine, imageUrl, paths } from '@zomato/shared';
import { DecorativeImage, formatLineTotal } from '@zomato/section-ui';
import { cartIntents } from '../cart-answers';
import { maxQuantity, minQuantity } from '../quantity';
import styles from '../cart.module.css';

/** Which of a row's buttons had focus: the cart view puts focus back on a sensible one. */
export type RowControl = 'minus' | 'plus' | 'remove';

/**
 * One cart line: image, name, minus / quantity / plus, line total and Remove (docs/product.md#cart).
 * Its buttons submit a real form to /cart, which checkout's server code answers when no script
 * runs; live, each press is handled in the page instead.
 */
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
    <li
      className={styles.row}
      aria-busy={removing || undefined}
      data-testid="cart-line"
      data-line-id={line.id}
    >
      <DecorativeImage
        className={styles.image}
        src={imageUrl(line.imgUrl)}
        width={96}
        height={72}
        lazy={index >= 4}
      />
      <div className={styles.info}>
        <p className={styles.name}>{line.name}</p>
        <p className={styles.meta}>
          Rs. {line.price} each{line.place ? ` · ${line.place}` : ''}
        </p>
      </div>
      <form
        method="post"
        action={paths.cart}
        className={styles.stepper}
        role="group"
        aria-label={`Quantity of ${line.name}`}
      >
        <input type="hidden" name="line" value={line.id} />
        <StepButton
          control="minus"
          name={line.name}
          unavailable={removing || line.quantity <= minQuantity}
          onPress={() => onStep(line, -1)}
        />
        <span className={styles.quantity} data-testid="quantity" aria-live="polite">
          {line.quantity}
        </span>
        <StepButton
          control="plus"
          name={line.name}
          unavailable={removing || line.quantity >= maxQuantity}
          onPress={() => onStep(line, 1)}
        />
      </form>
      <p className={styles.lineTotal} data-testid="line-total">
        {formatLineTotal(line.price, line.quantity)}
      </p>
      <form method="post" action={paths.cart} className={styles.removeForm}>
        <input type="hidden" name="line" value={line.id} />
        {/* Not `disabled` while removing: focus stays here until the row goes. */}
        <button
          type="submit"
          name="intent"
          value={cartIntents.remove}
          className={styles.remove}
          aria-label={`Remove ${line.name}`}
          aria-disabled={removing || undefined}
          data-control="remove"
          onClick={(event) => {
            event.preventDefault();
            if (!removing) onRemove(line);
          }}
        >
          {removing ? 'Removing…' : 'Remove'}
        </button>
      </form>
    </li>
  );
}

/**
 * − or + beside the quantity; named for the line, and marked for the focus rules. At its
 * limit it is aria-disabled, not `disabled`: a disabled button drops focus, and moving focus
 * to the other button made the rest of a held or repeated key go the other way.
 * It keeps focus and ignores presses, so the next press always means what the last one did.
 */
function StepButton({
  control,
  name,
  unavailable,
  onPress,
}: {
  control: 'minus' | 'plus';
  name: string;
  unavailable: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={control === 'minus' ? cartIntents.decrease : cartIntents.increase}
      className={styles.step}
      aria-label={`${control === 'minus' ? 'Decrease' : 'Increase'} quantity of ${name}`}
      aria-disabled={unavailable}
      data-control={control}
      onClick={(event) => {
        event.preventDefault();
        if (!unavailable) onPress();
      }}
    >
      {control === 'minus' ? '−' : '+'}
    </button>
  );
}
