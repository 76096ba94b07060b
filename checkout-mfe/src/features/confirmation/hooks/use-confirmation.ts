import { useEffect, useState } from 'react';
import { useHydrated } from '@zomato/shared';
import { openAttempt, readConfirmation, type Confirmation } from '../../payment/api/checkout-storage';
import { settleOpenAttempt } from '../../payment/api/open-attempt';

export type ConfirmationState =
  { status: 'loading' } | { status: 'none' } | { status: 'paid'; confirmation: Confirmation };

const kept = (): ConfirmationState => {
  const confirmation = readConfirmation();
  return confirmation ? { status: 'paid', confirmation } : { status: 'none' };
};

/**
 * What this tab paid for, kept once the data service said it was paid, so never while the
 * cart still holds it. Arriving with an attempt whose answer a reload cut off,
 * the data service is asked first. The server and hydration show it loading: it lives in
 * this tab's storage.
 */
export function useConfirmation(): ConfirmationState {
  const hydrated = useHydrated();
  const [state, setState] = useState<ConfirmationState>(() =>
    hydrated && openAttempt() === undefined ? kept() : { status: 'loading' },
  );

  useEffect(() => {
    if (!hydrated) return undefined;
    let current = true;
    void settleOpenAttempt().then(() => {
      if (current) setState(kept());
    });
    return () => {
      current = false;
    };
  }, [hydrated]);

  return state;
}
