import type { PaymentForm } from '@zomato/shared';

/** SPEC section 9. */
export const cardNumberLength = 16;
export const expiryLength = 5;
export const cvvLength = 3;

/** SPEC section 5's alert text, verbatim. */
export const paymentRefusedMessage = 'write correct details !';

/**
 * The payment rule of SPEC section 5: a name, and exactly 16, 5 and 3 characters for the
 * card number, expiry and CVV. Only lengths count: digits, the MM/YY shape and dates are
 * not checked. A name of spaces only counts as empty.
 */
export function isPaymentValid({ name, cardNo, expiry, cvv }: PaymentForm): boolean {
  return (
    name.trim() !== '' &&
    cardNo.length === cardNumberLength &&
    expiry.length === expiryLength &&
    cvv.length === cvvLength
  );
}
