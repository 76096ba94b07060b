import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isPaymentRefused, payForCart } from '@zomato/shared/cart';
import { confirmationPath } from '../../confirmation/confirmation-path';
import { keepPaid, startAttempt } from '../api/checkout-storage';

export type PaymentState =
  | { status: 'idle' }
  | { status: 'paying'; amount: number }
  | { status: 'changed'; amount: number }
  | { status: 'empty' }
  | { status: 'failed'; error: unknown };

/**
 * Completes a payment whose card details passed the rule. No card detail reaches this
 * hook: the data service is sent the attempt's id and the amount shown, nothing else. It
 * pays only if the cart still comes to that amount, and empties the cart in the same step
 * (docs/product.md#payment); the same attempt sent again (a second submit, a submit after a
 * reload) is answered with its first payment, never a second one. Then what was
 * bought is kept for this tab and the confirmation opens.
 */
export function usePayment() {
  const navigate = useNavigate();
  const [state, setState] = useState<PaymentState>({ status: 'idle' });

  const pay = async (amountShown: number) => {
    setState({ status: 'paying', amount: amountShown });
    try {
      const payment = await payForCart(startAttempt(), amountShown);
      keepPaid(payment);
      navigate(confirmationPath(payment.attemptId), { replace: true });
    } catch (error) {
      if (!isPaymentRefused(error)) return setState({ status: 'failed', error });
      // Changed in another tab since Buy Now: never charge an amount the visitor did not see.
      setState(
        error.reason === 'changed' ? { status: 'changed', amount: error.amount } : { status: 'empty' },
      );
    }
  };

  return { state, pay };
}
