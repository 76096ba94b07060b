import { isHttpError } from './http';

/**
 * The data service would not pay (409 from PUT /cart/payments/{attemptId}): the cart is empty,
 * or it comes to another amount than the one the visitor was shown (`amount`). Nothing was
 * charged, and the same attempt may be submitted again.
 */
export class PaymentRefusedError extends Error {
  readonly reason: 'empty' | 'changed';
  readonly amount: number;
  constructor(reason: 'empty' | 'changed', amount: number) {
    super(reason === 'empty' ? 'The cart is empty.' : `The cart now comes to ${amount}.`);
    this.name = 'PaymentRefusedError';
    this.reason = reason;
    this.amount = amount;
  }
}

export const isPaymentRefused = (error: unknown): error is PaymentRefusedError =>
  error instanceof PaymentRefusedError;

/** The refusal a failed payment call carries, if it is one. */
export function paymentRefusal(error: unknown): PaymentRefusedError | undefined {
  if (!isHttpError(error) || error.response?.status !== 409) return undefined;
  const body = (error.response.data ?? {}) as { field?: unknown; amount?: unknown };
  if (body.field === 'amount' && typeof body.amount === 'number') {
    return new PaymentRefusedError('changed', body.amount);
  }
  return new PaymentRefusedError('empty', 0);
}
