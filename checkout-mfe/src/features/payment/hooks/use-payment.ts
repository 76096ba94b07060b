import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cartTotal, clearCart, fetchCart, paths } from '@zomato/shared';
import { clearSavedTotal, saveConfirmation } from '../api/checkout-storage';

export type PaymentState =
  | { status: 'idle' }
  | { status: 'paying'; amount: number }
  | { status: 'changed'; amount: number }
  | { status: 'empty' }
  | { status: 'failed'; error: unknown };

/**
 * Completes a payment whose card details passed the rule. No card detail reaches this
 * hook: there is no payment call (docs/product.md#payment). It reads the cart once more, so the
 * confirmation lists what was bought, keeps that for this tab, empties the cart on the
 * server and in the store (docs/product.md#confirmation) and goes to the confirmation.
 */
export function usePayment() {
  const navigate = useNavigate();
  const [state, setState] = useState<PaymentState>({ status: 'idle' });

  const pay = async (amountShown: number) => {
    setState({ status: 'paying', amount: amountShown });
    try {
      const lines = await fetchCart();
      if (lines.length === 0) {
        clearSavedTotal();
        return setState({ status: 'empty' });
      }
      const amount = cartTotal(lines);
      // Changed in another tab since Buy Now: never charge an amount the visitor did not see.
      if (amount !== amountShown) return setState({ status: 'changed', amount });
      saveConfirmation({
        amount,
        items: lines.map(({ name, price, quantity }) => ({ name, price, quantity })),
      });
      await clearCart();
      clearSavedTotal();
      navigate(paths.paymentSuccessful, { replace: true });
    } catch (error) {
      setState({ status: 'failed', error });
    }
  };

  return { state, pay };
}
