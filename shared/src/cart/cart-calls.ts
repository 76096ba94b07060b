import { announceCartChange, http, readCartThrough, useAppStore, watchCartTabs } from '@zomato/shared';
import type { CartLine, FoodItem, NewCartLine, Payment } from '../types/entities';
import { CartLineGoneError, conflictLine, ifMatch, isStatus, type VersionedLine } from '../api/cart-versions';
import { noteOrderedLines } from '../api/ordered-lines';
import { paymentRefusal } from '../api/payment-refusal';

export { CartLineGoneError, isCartLineGone } from '../api/cart-versions';
export { wasOrdered } from '../api/ordered-lines';
export { isPaymentRefused, PaymentRefusedError } from '../api/payment-refusal';

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
 * Every cart call of the page waits for the one before it. This module is a federation
 * singleton, so the order holds across the shell and every remote: a GET made right after
 * a POST (the cart view mounted after ADD TO CART) sees the new line, rapid quantity
 * changes reach the server in the order they were made, and an older GET never
 * overwrites the store after a newer change. One exception: ADD TO CART's post is sent at once
 * when only reads are ahead of it (addToCart); what follows it waits its turn.
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
 * The read ADD TO CART made after its post: its lines, its call's number, when, and from which
 * data service. The next read, if asked for within `addedReadMs` of the same service with no
 * cart call queued since, takes its answer: the cart view that replaces the detail shows the
 * line at once (as SWR's dedupingInterval).
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

/**
 * Calls `listener` with the lines every time this page reads the cart, whoever asked:
 * a change, a Retry, or a refresh because another tab changed the cart. Returns the
 * function that stops it.
 */
export function onCartLines(listener: LinesListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function loadLines(): Promise<CartLine[]> {
  const { data } = await http().get<VersionedLine[]>('/cart');
  known.clear();
  data.forEach(remember);
  // A failed read never gets here: the top bar keeps its last known count.
  useAppStore.getState().setCartLines(data);
  for (const listener of listeners) listener(data);
  return data;
}

/**
 * The cart after a change the data service acknowledged when the read after it failed: the
 * lines as this page knows them saved (the change's answer included), told to the page as a
 * read would be. The change went through: it is not reported as failed.
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
 * GET /cart, and the shared store's summary follows it. A read asked for while the last
 * call queued is a read answers with that one: the top bar and the page opening together
 * make one request, and a request that hangs holds the page up once, not once per asker.
 * Right after ADD TO CART, a read takes the add's own (addedRead).
 * Callers ignore an answer they no longer want (useResource does), so there is no signal
 * to cancel the request another caller may be waiting on.
 */
export function fetchCart(): Promise<CartLine[]> {
  if (lastRead) return lastRead;
  const added = addedRead;
  addedRead = undefined;
  const fresh = added && added.turn === turns && Date.now() - added.at < addedReadMs;
  if (fresh && added.service === http().defaults.baseURL) return Promise.resolve(added.lines);
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
 * POST /cart, then the store's summary is reloaded so the top bar counts the new line.
 * Resolves with the created (or merged) line even if that reload fails. With only reads ahead
 * of it (the top bar's, as the page comes alive) the post is sent at once, as a read changes
 * nothing; what follows it (the line remembered, the cart read again) still comes in turn,
 * after those reads, so none of their older answers is the last the store hears.
 */
export function addToCart(item: FoodItem, pressKey?: string): Promise<CartLine> {
  // The press's key: the same press sent twice adds one line (as the form posted with no script).
  const headers = pressKey ? { 'Idempotency-Key': pressKey } : {};
  const send = () => http().post<VersionedLine>('/cart', toNewCartLine(item), { headers });
  const sentAtOnce = changesQueued === 0 ? send() : undefined;
  // Its failure is the turn's to report.
  sentAtOnce?.catch(() => undefined);
  return inTurn(async (turn) => {
    const { data } = await (sentAtOnce ?? send());
    remember(data);
    announceCartChange();
    const lines = await loadLines().catch(() => undefined);
    if (lines) addedRead = { lines, turn, at: Date.now(), service: http().defaults.baseURL };
    return data;
  });
}

/** Lowering sends PATCH {quantity}, raising PUT with the full line (docs/product.md#data-service-calls). */
async function writeQuantity(base: VersionedLine, quantity: number): Promise<VersionedLine> {
  const config = { headers: ifMatch(base) };
  if (quantity < base.quantity) {
    return (await http().patch<VersionedLine>(`/cart/${base.id}`, { quantity }, config)).data;
  }
  const { id: _id, version: _version, ...fields } = base;
  return (await http().put<VersionedLine>(`/cart/${base.id}`, { ...fields, quantity }, config)).data;
}

/**
 * Changes a line's quantity: `line.quantity` is the quantity the visitor's change starts
 * from, so the change is `quantity - line.quantity` (+1 or -1 from the buttons). It is sent
 * with the line's version (If-Match); when another tab changed the line meanwhile (412),
 * the same change is applied again on top of the line as it is now, so two tabs pressing
 * + at 1 end at 3. Then the cart is reloaded: resolves with the fresh lines (or, when that read
 * fails, the lines as the change's answer left them: the change is saved). A line that
 * is gone (removed in another tab) rejects with CartLineGoneError, after that reload.
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
 * DELETE /cart/{id} with the line's version; a line changed in another tab meanwhile is
 * removed all the same (the visitor asked for it gone), and one already gone counts as
 * removed. Then the cart is reloaded: resolves with the fresh lines.
 */
export function removeLine(id: number): Promise<CartLine[]> {
  return inTurn(async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await http().delete(`/cart/${id}`, { headers: ifMatch(known.get(id)) });
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

/**
 * A payment went through (the data service emptied the cart in the same step): the store's
 * summary is reset, and the other tabs are told, with the lines noted as ordered, not removed.
 */
function paid(payment: Payment): Payment {
  known.clear();
  noteOrderedLines(payment.items.map((item) => item.lineId));
  announceCartChange();
  useAppStore.getState().resetCart();
  return payment;
}

/**
 * Pays `amount`, the total the visitor was shown, for the cart, in the payment attempt
 * `attemptId` (PUT /cart/payments/{attemptId}), after the changes queued before it. The data
 * service pays once per attempt: the same id sent again (a reload, a second submit) resolves
 * with the first payment. An empty cart or another total rejects with PaymentRefusedError,
 * after the cart is read again so the page shows what it now holds; nothing was charged.
 */
export function payForCart(attemptId: string, amount: number): Promise<Payment> {
  return inTurn(async () => {
    try {
      return paid((await http().put<Payment>(paymentPath(attemptId), { amount })).data);
    } catch (error) {
      const refused = paymentRefusal(error);
      if (!refused) throw error;
      await loadLines().catch(() => undefined);
      throw refused;
    }
  });
}

/**
 * Whether attempt `attemptId` paid (GET /cart/payments/{attemptId}): its payment, brought into
 * the store and the other tabs as when it was made (the page that made it may have been
 * reloaded before it heard the answer), or undefined when it did not.
 */
export function settledPayment(attemptId: string): Promise<Payment | undefined> {
  return inTurn(async () => {
    try {
      return paid((await http().get<Payment>(paymentPath(attemptId))).data);
    } catch (error) {
      if (isStatus(error, 404)) return undefined;
      throw error;
    }
  });
}
