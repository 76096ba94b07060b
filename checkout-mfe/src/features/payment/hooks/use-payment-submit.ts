import { useFetcher } from 'react-router-dom';
import type { RefusedForm } from '@zomato/shared';
import { useRefusedForm } from '@zomato/section-ui';
import { payIntent } from '../payment-answer';

/** The one fetcher of a payment: the form and the page around it read the same submission. */
const paymentFetcher = 'payment';

/**
 * 'Submit Here' once the page is live: posted by a fetcher to /payment's action, which pays and
 * sends the visitor to the confirmation, or answers with its refusal. `paying` from the submit
 * until the confirmation opens, with the amount the form was sent with; `refused`, the latest
 * refusal (the live action's, or the server's for a post made before the page was live).
 */
export function usePaymentSubmit() {
  const fetcher = useFetcher<RefusedForm>({ key: paymentFetcher });
  const fromServer = useRefusedForm(payIntent);
  const paying = fetcher.state !== 'idle';
  const amountSent = Number(fetcher.formData?.get('amount'));
  return {
    Form: fetcher.Form,
    paying,
    amountPaying: paying && amountSent > 0 ? amountSent : undefined,
    refused: paying ? undefined : (fetcher.data ?? fromServer),
  };
}
