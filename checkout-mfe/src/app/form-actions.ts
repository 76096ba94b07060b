import { payFor } from '@zomato/section-ui';
import { formAction } from '@zomato/section-ui/forms';
import { payForCart } from '@zomato/shared/cart';
import { answerCartForm } from '../features/cart/cart-answers';
import { keepPaid, startAttempt } from '../features/payment/api/checkout-storage';
import { answerPaymentForm } from '../features/payment/payment-answer';

/** /cart's action: a cart row's +, − and Remove (the page's own code handles them once live). */
export const cartAction = formAction(answerCartForm);

/**
 * /payment's action: 'Submit Here', posted by the page's fetcher once live or by the browser
 * itself before. The server pays for the visitor who posted; the browser pays through its cart
 * calls (the top bar and the other tabs hear of it) with this tab's attempt under way, if a
 * reload cut one off, and keeps what was bought for the confirmation.
 */
export const paymentAction = formAction(({ form, visitorId }, side) =>
  answerPaymentForm(
    { form },
    side === 'server'
      ? (attempt, amount) => payFor(visitorId, attempt, amount)
      : async (attempt, amount) => {
          const payment = await payForCart(startAttempt(attempt), amount);
          keepPaid(payment);
          return payment;
        },
  ),
);
