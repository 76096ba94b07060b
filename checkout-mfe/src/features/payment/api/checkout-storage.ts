import { randomId, type Payment } from '@zomato/shared';

/**
 * What checkout keeps in browser storage. Never card details: only the amount to pay
 * (localStorage `total`, a number, docs/product.md#entities-and-storage) and, for this tab, the
 * id of the payment attempt under way and what the confirmation page shows after a payment
 * (sessionStorage).
 */
const totalKey = 'total';
const confirmationKey = 'paymentConfirmation';
const attemptKey = 'paymentAttempt';

export interface ConfirmationItem {
  name: string;
  price: number;
  quantity: number;
}

export interface Confirmation {
  /** The payment attempt it confirms (the confirmation page's `?attempt=`). */
  attempt?: string;
  amount: number;
  items: ConfirmationItem[];
}

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isItem(value: unknown): value is ConfirmationItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.name === 'string' && isAmount(item.price) && isAmount(item.quantity);
}

// Storage can be blocked (private mode, quotas): checkout still works for this page's life.
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function saveTotal(total: number): void {
  attempt(() => localStorage.setItem(totalKey, String(total)), undefined);
}

/** The saved total, or 0 when none (or something unreadable) is saved. */
export function readSavedTotal(): number {
  const raw = attempt(() => localStorage.getItem(totalKey), null);
  const value = raw === null ? NaN : Number(raw);
  return isAmount(value) ? value : 0;
}

export function clearSavedTotal(): void {
  attempt(() => localStorage.removeItem(totalKey), undefined);
}

export function saveConfirmation(confirmation: Confirmation): void {
  attempt(() => sessionStorage.setItem(confirmationKey, JSON.stringify(confirmation)), undefined);
}

/** The confirmation of this tab's last payment, or undefined when there is none. */
export function readConfirmation(): Confirmation | undefined {
  const raw = attempt(() => sessionStorage.getItem(confirmationKey), null);
  if (raw === null) return undefined;
  const parsed = attempt((): unknown => JSON.parse(raw), undefined);
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { attempt: paidIn, amount, items } = parsed as Record<string, unknown>;
  if (!isAmount(amount) || !Array.isArray(items) || !items.every(isItem)) return undefined;
  return { ...(typeof paidIn === 'string' && { attempt: paidIn }), amount, items };
}

export function clearConfirmation(): void {
  attempt(() => sessionStorage.removeItem(confirmationKey), undefined);
}

// Storage blocked: the attempt lasts as long as the page.
let pageAttempt: string | undefined;

/** This tab's payment attempt under way, if one was submitted and its outcome is not known. */
export function openAttempt(): string | undefined {
  return attempt(() => sessionStorage.getItem(attemptKey), null) ?? pageAttempt;
}

/**
 * The id of this tab's payment attempt: made at its first submit (`proposed`, the form's own, or a
 * new one) and kept, through reloads and submits again, until the payment is known to have gone
 * through. The data service pays once per id, so no reload or second submit can pay twice.
 */
export function startAttempt(proposed?: string): string {
  const id = openAttempt() ?? proposed ?? randomId();
  pageAttempt = id;
  attempt(() => sessionStorage.setItem(attemptKey, id), undefined);
  return id;
}

/**
 * A payment of this tab went through: what it bought is kept for the confirmation, and the
 * attempt is over (the next purchase gets a new one).
 */
export function keepPaid(payment: Payment): void {
  saveConfirmation({
    attempt: payment.attemptId,
    amount: payment.amount,
    items: payment.items.map(({ name, price, quantity }) => ({ name, price, quantity })),
  });
  pageAttempt = undefined;
  attempt(() => sessionStorage.removeItem(attemptKey), undefined);
  clearSavedTotal();
}
