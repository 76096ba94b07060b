import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated, useResource, useServerVisitorId, type Payment } from '@zomato/shared';
import { paymentOf, settledPayment } from '@zomato/shared/cart';
import { openAttempt, readConfirmation, type Confirmation } from '../../payment/api/checkout-storage';
import { settleOpenAttempt } from '../../payment/api/open-attempt';

export type ConfirmationState =
  { status: 'loading' } | { status: 'none' } | { status: 'paid'; confirmation: Confirmation };

const kept = (): ConfirmationState => {
  const confirmation = readConfirmation();
  return confirmation ? { status: 'paid', confirmation } : { status: 'none' };
};

/**
 * What was paid for, never while the cart still holds it. Sent here by the payment form's post
 * (`?attempt=`), the data service's record of that attempt, read on the server for the visitor;
 * otherwise what this tab kept once the data service said it was paid (arriving with an attempt
 * whose answer a reload cut off, the data service is asked first).
 */
export function useConfirmation(): ConfirmationState {
  const attempt = new URLSearchParams(useLocation().search).get('attempt') ?? '';
  const fromAttempt = useAttemptPayment(attempt);
  const fromTab = useTabConfirmation(!attempt);
  if (!attempt) return fromTab;
  if (fromAttempt.status === 'loading') return { status: 'loading' };
  return fromAttempt.status === 'ready' && fromAttempt.data
    ? { status: 'paid', confirmation: fromAttempt.data }
    : { status: 'none' };
}

function useAttemptPayment(attempt: string) {
  const visitorId = useServerVisitorId();
  const load = (): Promise<Payment | undefined> => {
    if (!attempt) return Promise.resolve(undefined);
    return visitorId ? paymentOf(visitorId, attempt) : settledPayment(attempt);
  };
  const payment = useResource(load, ['payment', attempt], { onServer: Boolean(visitorId && attempt) });
  // Paid by a form the server answered: once live, the payment is brought into this tab's store
  // and told to the visitor's other tabs (ordered, not removed), as a payment made here is.
  const hydrated = useHydrated();
  const paid = payment.status === 'ready' && Boolean(payment.data);
  useEffect(() => {
    if (hydrated && paid) void settledPayment(attempt).catch(() => undefined);
  }, [hydrated, paid, attempt]);
  return payment;
}

function useTabConfirmation(wanted: boolean): ConfirmationState {
  const hydrated = useHydrated();
  const [state, setState] = useState<ConfirmationState>(() =>
    hydrated && openAttempt() === undefined ? kept() : { status: 'loading' },
  );
  useEffect(() => {
    if (!hydrated || !wanted) return undefined;
    let current = true;
    void settleOpenAttempt().then(() => {
      if (current) setState(kept());
    });
    return () => {
      current = false;
    };
  }, [hydrated, wanted]);
  return state;
}
