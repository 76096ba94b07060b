import { settledPayment } from '@zomato/shared/cart';
import { keepPaid, openAttempt } from './checkout-storage';

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
    const payment = await settledPayment(attempt);
    if (!payment) return 'open';
    keepPaid(payment);
    return 'paid';
  } catch {
    return 'open';
  }
}
