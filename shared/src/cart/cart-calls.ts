import {
  announceCartChange,
  dataServiceBase,
  http,
  readCartThrough,
  useAppStore,
  watchCartTabs,
} from '@zomato/shared';
import type { CartLine, FoodItem, NewCartLine, Payment } from '../types/entities';
import { CartLineGoneError, conflictLine, ifMatch, isStatus, type VersionedLine } from '../api/cart-versions';
import { noteOrderedLines } from '../api/ordered-lines';
import { paymentRefusal } from '../api/payment-refusal';

export { CartLineGoneError, isCartLineGone } from '../api/cart-versions';
export { wasOrdered } from '../api/ordered-lines';
export { isPaymentRefused, paymentRefusal, PaymentRefusedError } from '../api/payment-refusal';

/** docs/product.md#business-constants: minimum quantity 1; the data service refuses more than 99. */
export const minCartQuantity = 1;
export const maxCartQuantity = 99;

/** A change meets a line changed elsewhere at most this many times in a row before it gives up. */
const maxAttempts = 5;

/** The fields of an item that make a new cart line (docs/product.md#data-service-calls: no id, quantity 1). */
export function toNewCartLine(item: FoodItem, quantity = 1): NewCartLine {
  const { name, imgUrl, price, variety, rating, place } = item;
  return { name, imgUrl, price, variety, rating, place, quantity };
}

/*
 * Every cart call waits for the one before it, across the shell and every remote (this module
 * is a federation singleton), so a read sees earlier changes and an older read never overwrites
 * the store after a newer change. ADD TO CART's post may skip ahead of reads (addToCart).
 */
let queue: Promise<unknown> = Promise.resolve();
/** The last read queued, while nothing has been queued after it. */
let lastRead: Promise<CartLine[]> | undefined;
/** Cart calls queued so far: each call is told its number. */
let turns = 0;
/** Calls queued that are not plain reads of the cart, and not settled yet. */
let changesQueued = 0;

function inTurn<T>(call: (turn: number) => Promise<T>, kind: 'read' | 'change' = 'change'): Promise<T> {
  watchCartTabs();
  lastRead = undefined; // a read queued from now on comes after this call
  const turn = (turns += 1);
  const result = queue.then(() => call(turn));
  queue = result.catch(() => undefined);
  if (kind === 'change') {
    changesQueued += 1;
    queue.then(() => (changesQueued -= 1));
  }
  return result;
}

/**
 * The read ADD TO CART made after its post, reused by the next read within `addedReadMs` with no
 * call queued since, so the cart view that follows shows the line at once (as SWR's dedupingInterval).
 */
let addedRead: { lines: CartLine[]; turn: number; at: number; service?: string } | undefined;
const addedReadMs = 2000;

/** The newest state of each line this page has seen: a change starts from it. */
const known = new Map<number, VersionedLine>();
const remember = (line: VersionedLine) => {
  const seen = known.get(line.id);
  if (!seen || (line.version ?? 0) >= (seen.version ?? 0)) known.set(line.id, line);
};
const freshest = (line: VersionedLine): VersionedLine => {
  const seen = known.get(line.id);
  return seen && (seen.version ?? 0) > (line.version ?? 0) ? seen : line;
};

type LinesListener = (lines: CartLine[]) => void;
const listeners = new Set<LinesListener>();

/** Calls `listener` with the lines on every cart read, whoever asked; returns the unsubscribe. */
export function onCartLines(listener: LinesListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function loadLines(): Promise<CartLine[]> {
  const { data } = await (await http()).get<VersionedLine[]>('/cart');
  known.clear();
  data.forEach(remember);
  // A failed read never gets here: the top bar keeps its last known count.
  useAppStore.getState().setCartLines(data);
  for (const listener of listeners) listener(data);
  return data;
}

/**
 * The lines as this page knows them, for when a change was saved but the read after it failed:
 * the change went through, so it is not reported as failed.
 */
function acknowledgedLines(): CartLine[] {
  const lines = [...known.values()];
  useAppStore.getState().setCartLines(lines);
  for (const listener of listeners) listener(lines);
  return lines;
}

let refreshQueued = false;
/** Reads the cart again after the ones already queued; many asks in a row make one read. */
function refreshSoon() {
  if (refreshQueued) return;
  refreshQueued = true;
  inTurn(() => {
    refreshQueued = false;
    return loadLines();
  }, 'read').catch(() => undefined);
}

/**
 * GET /cart, and the shared store follows it. Reads asked for together share one request, so a
 * hanging request holds the page up once. No abort signal: another caller may share the request.
 */
export function fetchCart(): Promise<CartLine[]> {
  if (lastRead) return lastRead;
  const added = addedRead;
  addedRead = undefined;
  const fresh = added && added.turn === turns && Date.now() - added.at < addedReadMs;
  if (fresh && added.service === dataServiceBase()) return Promise.resolve(added.lines);
  const read = inTurn(loadLines, 'read');
  lastRead = read;
  const done = () => {
    if (lastRead === read) lastRead = undefined;
  };
  read.then(done, done);
  return read;
}

// The top bar's count (and the other tabs' news) is read through this queue from now on.
readCartThrough({ read: () => void fetchCart().catch(() => undefined), refresh: refreshSoon });

/**
 * POST /cart, then the cart is read again so the top bar counts the new line; resolves with the
 * line even if that read fails. With only reads ahead, the post is sent at once (reads change
 * nothing); the rest waits its turn so no older read is the last the store hears.
 */
export function addToCart(item: FoodItem, pressKey?: string): Promise<CartLine> {
  // The press's key: the same press sent twice adds one line (as the form posted with no script).
  const headers = pressKey ? { 'Idempotency-Key': pressKey } : {};
  const send = async () => (await http()).post<VersionedLine>('/cart', toNewCartLine(item), { headers });
  const sentAtOnce = changesQueued === 0 ? send() : undefined;
  // Its failure is the turn's to report.
  sentAtOnce?.catch(() => undefined);
  return inTurn(async (turn) => {
    const { data } = await (sentAtOnce ?? send());
    remember(data);
    announceCartChange();
    const lines = await loadLines().catch(() => undefined);
    if (lines) addedRead = { lines, turn, at: Date.now(), service: dataServiceBase() };
    return data;
  });
}

/** Lowering sends PATCH {quantity}, raising PUT with the full line (docs/product.md#data-service-calls). */
async function writeQuantity(base: VersionedLine, quantity: number): Promise<VersionedLine> {
  const config = { headers: ifMatch(base) };
  if (quantity < base.quantity) {
    return (await (await http()).patch<VersionedLine>(`/cart/${base.id}`, { quantity }, config)).data;
  }
  const { id: _id, version: _version, ...fields } = base;
  return (await (await http()).put<VersionedLine>(`/cart/${base.id}`, { ...fields, quantity }, config)).data;
}

/**
 * Applies the change `quantity - line.quantity` with If-Match; on a 412 the same change is applied
 * to the line as it is now, so two tabs pressing + at 1 end at 3. Resolves with the lines read
 * after; a line removed elsewhere rejects with CartLineGoneError.
 */
export function setLineQuantity(line: CartLine, quantity: number): Promise<CartLine[]> {
  const change = quantity - line.quantity;
  return inTurn(async () => {
    let base = freshest(line);
    let written = false;
    for (let attempt = 1; ; attempt += 1) {
      const target = Math.min(maxCartQuantity, Math.max(minCartQuantity, base.quantity + change));
      if (target === base.quantity) break;
      try {
        remember(await writeQuantity(base, target));
        written = true;
        announceCartChange();
        break;
      } catch (error) {
        if (isStatus(error, 404)) {
          known.delete(line.id);
          await loadLines().catch(() => undefined);
          throw new CartLineGoneError(line);
        }
        const current = conflictLine(error);
        if (!current || attempt >= maxAttempts) throw error;
        remember(current);
        base = current;
      }
    }
    return loadLines().catch((error: unknown) => {
      if (written) return acknowledgedLines();
      throw error;
    });
  });
}

/**
 * DELETE /cart/{id}; a line changed or removed elsewhere meanwhile is still removed (the visitor
 * asked for it gone). Resolves with the lines read after.
 */
export function removeLine(id: number): Promise<CartLine[]> {
  return inTurn(async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await (await http()).delete(`/cart/${id}`, { headers: ifMatch(known.get(id)) });
        announceCartChange();
        break;
      } catch (error) {
        if (isStatus(error, 404)) break;
        const current = conflictLine(error);
        if (!current || attempt >= maxAttempts) throw error;
        remember(current);
      }
    }
    known.delete(id);
    return loadLines().catch(() => acknowledgedLines());
  });
}

const paymentPath = (attemptId: string) => `/cart/payments/${encodeURIComponent(attemptId)}`;

/** The data service emptied the cart with the payment: tabs are told the lines were ordered, not removed. */
function paid(payment: Payment): Payment {
  known.clear();
  noteOrderedLines(payment.items.map((item) => item.lineId));
  announceCartChange();
  useAppStore.getState().resetCart();
  return payment;
}

/**
 * Pays `amount`, the total the visitor was shown, once per `attemptId` (a resubmit resolves with
 * the first payment). An empty cart or another total rejects with PaymentRefusedError after the
 * cart is read again, so the page shows what it now holds.
 */
export function payForCart(attemptId: string, amount: number): Promise<Payment> {
  return inTurn(async () => {
    try {
      return paid((await (await http()).put<Payment>(paymentPath(attemptId), { amount })).data);
    } catch (error) {
      const refused = paymentRefusal(error);
      if (!refused) throw error;
      await loadLines().catch(() => undefined);
      throw refused;
    }
  });
}

/**
 * Attempt `attemptId`'s payment, or undefined; applied to the store and tabs again, since the page
 * that paid may have reloaded before hearing the answer.
 */
export function settledPayment(attemptId: string): Promise<Payment | undefined> {
  return inTurn(async () => {
    try {
      return paid((await (await http()).get<Payment>(paymentPath(attemptId))).data);
    } catch (error) {
      if (isStatus(error, 404)) return undefined;
      throw error;
    }
  });
}
