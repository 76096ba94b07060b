import { settledPayment } from '@zomato/shared/cart';
import type { Payment } from '@zomato/shared';
import { keepPaid, openAttempt } from './checkout-storage';

/**
 * Attempt `attempt`'s payment, asked of the data service, or undefined when it did not pay. Paid,
 * and this tab's attempt under way, it is kept for the confirmation and the attempt is over.
 */
export async function settledAttempt(attempt: string): Promise<Payment | undefined> {
  const payment = await settledPayment(attempt);
  if (payment && openAttempt() === attempt) keepPaid(payment);
  return payment;
}

/**
 * What became of this tab's payment attempt under way, asked of the data service
 * when a reload cut off its answer: 'paid' (now kept for the confirmation, the attempt over),
 * 'open' (it did not pay, or the service cannot tell now: a submit sends the same attempt, so
 * it still pays at most once) or 'none' (no attempt under way: nothing is asked).
 */
export async function settleOpenAttempt(): Promise<'paid' | 'open' | 'none'> {
  const attempt = openAttempt();
  if (attempt === undefined) return 'none';
  try {
    return (await settledAttempt(attempt)) ? 'paid' : 'open';
  } catch {
    return 'open';
  }
}
