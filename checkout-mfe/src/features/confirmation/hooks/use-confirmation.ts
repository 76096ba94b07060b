import { useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SsrDataContext, useHydrated, useResource } from '@zomato/shared';
import { useServerVisitorId, paymentOf } from '@zomato/section-ui';
import { settledPayment } from '@zomato/shared/cart';
import { readConfirmation, type Confirmation } from '../../payment/api/checkout-storage';
import { settledAttempt } from '../../payment/api/open-attempt';

export type ConfirmationState =
  { status: 'loading' } | { status: 'none' } | { status: 'paid'; confirmation: Confirmation };

/**
 * What attempt `?attempt=` paid for, never while the cart still holds it: the data service's
 * record of it, read on the server for the visitor (their cookie), so the page is whole with or
 * without the script. Opened by this tab's own payment, what the tab kept shows at once. With no
 * attempt, or one no payment of this visitor's has, there is nothing to confirm.
 */
export function useConfirmation(): ConfirmationState {
  const attempt = new URLSearchParams(useLocation().search).get('attempt') ?? '';
  const onServer = Boolean(useContext(SsrDataContext)?.pending);
  const visitorId = useServerVisitorId();
  const hydrated = useHydrated();
  // Never while hydrating: the server's HTML shows what the data service said.
  const kept = hydrated ? readConfirmation() : undefined;
  const keptHere = attempt && kept?.attempt === attempt ? kept : undefined;
  const wanted = Boolean(attempt) && !keptHere;
  const load = (): Promise<Confirmation | undefined> => {
    if (!onServer) return settledAttempt(attempt);
    // A browser with no visitor cookie has paid for nothing.
    return visitorId ? paymentOf(visitorId, attempt) : Promise.resolve(undefined);
  };
  const payment = useResource(load, ['payment', attempt], { onServer: wanted, inBrowser: wanted });
  const paid = keptHere ?? (payment.status === 'ready' ? payment.data : undefined);
  // Paid by a form the server answered: once live, the payment is brought into this tab's store
  // and told to the visitor's other tabs (ordered, not removed), as a payment made here is. A
  // payment read in the browser went through settledAttempt already.
  const [drawnByServer] = useState(!hydrated);
  const cameWithPage = drawnByServer && Boolean(paid) && !keptHere;
  useEffect(() => {
    if (hydrated && cameWithPage) void settledPayment(attempt).catch(() => undefined);
  }, [hydrated, cameWithPage, attempt]);
  if (paid) return { status: 'paid', confirmation: paid };
  return wanted && payment.status === 'loading' ? { status: 'loading' } : { status: 'none' };
}
