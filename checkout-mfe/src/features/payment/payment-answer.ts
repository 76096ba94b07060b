import { isVisitorId, type FormAnswer, type FormRequest } from '@zomato/shared';
import { payFor } from '@zomato/section-ui';
import { refusalOf } from '@zomato/section-ui/forms';
import { confirmationPath } from '../confirmation/confirmation-path';
import { paymentProblems, paymentRefusedMessage, type PaymentForm } from './payment-rule';

export const payIntent = 'pay';

/**
 * 'Submit Here' posted to /payment: the card details are checked by the page's own rule, then the
 * amount shown is paid once for the form's attempt id (a repeated post answers with the same
 * payment), and the confirmation follows. Refused details come back with each field's problem
 * and what was typed, all but the CVV; no card detail reaches the data service.
 */
export async function answerPaymentForm(
  { form, visitorId }: FormRequest,
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
    await payFor(visitorId, attempt, amount);
    return { redirect: confirmationPath(attempt) };
  } catch (error) {
    return { ...refusalOf(error, payIntent, 'Nothing was charged.'), fields: kept };
  }
}
