import { formAction } from '@zomato/section-ui/forms';
import { answerCartForm } from '../features/cart/cart-answers';
import { answerPaymentForm } from '../features/payment/payment-answer';

/** /cart's action: a cart row's +, − and Remove (the page's own code handles them once live). */
export const cartAction = formAction(answerCartForm);

/** /payment's action: 'Submit Here' (the page's own code handles it once live). */
export const paymentAction = formAction((request) => answerPaymentForm(request));
