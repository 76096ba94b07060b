import { paths, type FormAnswer, type FormRequest } from '@zomato/shared';
import { removeLineFor, stepLineFor } from '@zomato/section-ui';
import { badField, refusalOf } from '@zomato/section-ui/forms';
import { maxQuantity, minQuantity } from './quantity';

/** The `intent` of each cart row's forms (./components/cart-row.tsx). */
export const cartIntents = { increase: 'increase', decrease: 'decrease', remove: 'remove' } as const;

const nothingChanged = 'Your cart was not changed; please try again.';

/**
 * A cart row's +, − or Remove, posted to /cart: carried out on the line as the data service has
 * it now (− never below 1), then the cart again (Post/Redirect/Get).
 */
export async function answerCartForm({ form, visitorId }: FormRequest): Promise<FormAnswer> {
  const intent = form.intent ?? '';
  const lineId = Number(form.line);
  if (!Object.hasOwn(cartIntents, intent)) return badField(intent, 'The cart has no such button.');
  if (!/^\d{1,9}$/.test(form.line ?? '')) return badField(intent, 'That cart line is not one of yours.');
  try {
    if (intent === cartIntents.remove) await removeLineFor(visitorId, lineId);
    else {
      const step = await stepLineFor(visitorId, lineId, intent === cartIntents.increase ? 1 : -1, {
        min: minQuantity,
        max: maxQuantity,
      });
      if (step && !step.changed)
        return badField(
          intent,
          intent === cartIntents.decrease
            ? `${step.line.name} is at ${minQuantity} already: use Remove to take it out.`
            : `${step.line.name} is at the most one order takes (${maxQuantity}).`,
        );
    }
    return { redirect: paths.cart };
  } catch (error) {
    return refusalOf(error, intent, nothingChanged);
  }
}
