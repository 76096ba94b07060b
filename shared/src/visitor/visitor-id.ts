/** Where the id is kept, and its form: the early-actions script keeps them too (cart-answers.js). */
export const visitorStorageKey = 'visitorId';
export const visitorIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/** A random id of 8-64 letters, digits or dashes (the data service's ids): a UUID where the browser makes one. */
export function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `v-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The anonymous id that scopes this browser's cart (docs/decisions/0005-per-visitor-cart.md). */
export function getVisitorId(): string {
  try {
    const stored = localStorage.getItem(visitorStorageKey);
    if (stored && visitorIdPattern.test(stored)) return stored;
    const id = randomId();
    localStorage.setItem(visitorStorageKey, id);
    return id;
  } catch {
    // Storage can be blocked (private mode); keep one id for this page's life.
    fallbackId ??= randomId();
    return fallbackId;
  }
}

let fallbackId: string | undefined;

export const visitorHeader = 'X-Visitor-Id';

/** Whether `value` is an id this browser could have made (the data service's ids). */
export function isVisitorId(value: string): boolean {
  return visitorIdPattern.test(value);
}
