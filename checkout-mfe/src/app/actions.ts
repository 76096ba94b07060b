import { paths, type FormAnswer, type FormRequest } from '@zomato/shared';
import { badField } from '@zomato/section-ui/forms';
import { answerCartForm } from '../features/cart/cart-answers';
import { answerPaymentForm } from '../features/payment/payment-answer';

/**
 * checkout-mfe's ./Actions: the forms of its own routes, answered by its server code in its own
 * render lane: a cart row's +, − and Remove on /cart, 'Submit Here' on /payment.
 */
export async function answerForm(request: FormRequest): Promise<FormAnswer> {
  if (request.path === paths.cart) return answerCartForm(request);
  if (request.path === paths.payment) return answerPaymentForm(request);
  return badField('', 'This page has no form to send.');
}
