import { isVisitorId, type FormAnswer, type FormRequest, type Payment } from '@zomato/shared';
import { isPaymentRefused, paymentRefusal } from '@zomato/shared/cart';
import { formatAmount } from '@zomato/section-ui';
import { refusalOf } from '@zomato/section-ui/forms';
import { confirmationPath } from '../confirmation/confirmation-path';
import { paymentProblems, paymentRefusedMessage, type PaymentForm } from './payment-rule';

export const payIntent = 'pay';

/** Pays `amount` once for `attempt`: the server's call for the visitor who posted, or the browser's own. */
export type PayOnce = (attempt: string, amount: number) => Promise<Payment>;

/** What the data service's refusal to pay (the cart changed or emptied since the page) says. */
function refusedToPay(error: unknown): string | undefined {
  const refused = isPaymentRefused(error) ? error : paymentRefusal(error);
  if (!refused) return undefined;
  return refused.reason === 'changed'
    ? `Your cart changed since you pressed Buy Now: it now comes to ${formatAmount(refused.amount)}. Check the amount and submit again.`
    : 'Your cart is empty now: there is nothing to pay for. Nothing was charged.';
}

/**
 * 'Submit Here' posted to /payment, the same code on both sides (../../app/form-actions.ts): the
 * card details are checked by the page's own rule, then the amount shown is paid once for the
 * form's attempt id (a repeated post answers with the same payment), and the confirmation
 * follows. Refused details come back with each field's problem and what was typed, all but the
 * CVV; no card detail reaches the data service. A cart changed meanwhile is never charged.
 */
export async function answerPaymentForm(
  { form }: Pick<FormRequest, 'form'>,
  pay: PayOnce,
  today = new Date(),
): Promise<FormAnswer> {
  const card: PaymentForm = {
    name: form.name ?? '',
    cardNo: form.cardNo ?? '',
    expiry: form.expiry ?? '',
    cvv: form.cvv ?? '',
  };
  const { cvv: _cvv, ...kept } = card;
  const problems = paymentProblems(card, today);
  if (Object.keys(problems).length > 0)
    return { status: 400, intent: payIntent, message: paymentRefusedMessage, problems, fields: kept };
  const attempt = form.attempt ?? '';
  const amount = Number(form.amount);
  if (!isVisitorId(attempt) || !(amount > 0))
    return {
      status: 400,
      intent: payIntent,
      message: 'This payment form is out of date: reload the page.',
      fields: kept,
    };
  try {
    const payment = await pay(attempt, amount);
    return { redirect: confirmationPath(payment.attemptId) };
  } catch (error) {
    const changed = refusedToPay(error);
    if (changed) return { status: 409, intent: payIntent, message: changed, fields: kept };
    return { ...refusalOf(error, payIntent, 'Nothing was charged: try again.'), fields: kept };
  }
}
