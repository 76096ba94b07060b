import { http, visitorHeader, type CartLine, type NewCartLine, type Payment } from '@zomato/shared';
import { useServerVisitorId } from '../forms/visitor-page';
import { conflictLine, ifMatch, isStatus, type VersionedLine } from '@zomato/shared/cart';

/*
 * The cart calls a server makes for one visitor (a page drawn for them, a form they posted): the
 * same data service contract as the browser's (`@zomato/shared/cart`), with the visitor named on each call
 * and nothing kept between requests.
 */
const as = (visitorId: string, headers: Record<string, string> = {}) => ({
  headers: { [visitorHeader]: visitorId, ...headers },
});

/** A change meets a line changed elsewhere at most this many times in a row before it gives up. */
const maxAttempts = 5;

/** GET /cart of one visitor. */
export async function readCartOf(visitorId: string): Promise<CartLine[]> {
  return (await (await http()).get<CartLine[]>('/cart', as(visitorId))).data;
}

/** Server: the read of the cart a visitor's own page shows (undefined on a page the same for all). */
export function useServerCartRead(): (() => Promise<CartLine[]>) | undefined {
  const visitorId = useServerVisitorId();
  return visitorId ? () => readCartOf(visitorId) : undefined;
}

/** POST /cart with the press's key: the same press sent again adds nothing. */
export async function addLineFor(visitorId: string, line: NewCartLine, key: string): Promise<CartLine> {
  return (await (await http()).post<CartLine>('/cart', line, as(visitorId, { 'Idempotency-Key': key }))).data;
}

/**
 * Moves a line's quantity by `step` from what it is now (PATCH to lower, PUT to raise, with its
 * version); a line changed meanwhile is stepped from its new quantity. Resolves with the line and
 * whether it changed (not at a limit), or undefined when it is no longer in the cart.
 */
export async function stepLineFor(
  visitorId: string,
  lineId: number,
  step: 1 | -1,
  limits: { min: number; max: number },
): Promise<{ line: VersionedLine; changed: boolean } | undefined> {
  let line: VersionedLine;
  try {
    line = (await (await http()).get<VersionedLine>(`/cart/${lineId}`, as(visitorId))).data;
  } catch (error) {
    if (isStatus(error, 404)) return undefined;
    throw error;
  }
  for (let attempt = 1; ; attempt += 1) {
    const quantity = Math.min(limits.max, Math.max(limits.min, line.quantity + step));
    if (quantity === line.quantity) return { line, changed: false };
    const config = as(visitorId, ifMatch(line));
    const { id: _id, version: _version, ...fields } = line;
    try {
      const written =
        step < 0
          ? await (await http()).patch<VersionedLine>(`/cart/${lineId}`, { quantity }, config)
          : await (await http()).put<VersionedLine>(`/cart/${lineId}`, { ...fields, quantity }, config);
      return { line: written.data, changed: true };
    } catch (error) {
      if (isStatus(error, 404)) return undefined;
      const current = conflictLine(error);
      if (!current || attempt >= maxAttempts) throw error;
      line = current;
    }
  }
}

/** DELETE /cart/{id}, whatever its version: the visitor asked for it gone; one gone already counts. */
export async function removeLineFor(visitorId: string, lineId: number): Promise<void> {
  try {
    await (await http()).delete(`/cart/${lineId}`, as(visitorId));
  } catch (error) {
    if (!isStatus(error, 404)) throw error;
  }
}

/** PUT /cart/payments/{attemptId}: pays once per attempt (shared's payment-refusal.ts says why not). */
export async function payFor(visitorId: string, attemptId: string, amount: number): Promise<Payment> {
  const path = `/cart/payments/${encodeURIComponent(attemptId)}`;
  return (await (await http()).put<Payment>(path, { amount }, as(visitorId))).data;
}

/** GET /cart/payments/{attemptId}: the payment, or undefined when that attempt did not pay. */
export async function paymentOf(visitorId: string, attemptId: string): Promise<Payment | undefined> {
  try {
    const path = `/cart/payments/${encodeURIComponent(attemptId)}`;
    return (await (await http()).get<Payment>(path, as(visitorId))).data;
  } catch (error) {
    if (isStatus(error, 404)) return undefined;
    throw error;
  }
}
