/**
 * The anonymous id that scopes this browser's cart (docs/decisions/0005-per-visitor-cart.md). It
 * lives in a first-party cookie, so a form posted with no script still names its cart, and is
 * mirrored in localStorage, where earlier visits kept it.
 */
export const visitorStorageKey = 'visitorId';
export const visitorCookieName = 'visitorId';
export const visitorIdPattern = /^[A-Za-z0-9-]{8,64}$/;
const year = 365 * 24 * 60 * 60;

/** A random id of 8-64 letters, digits or dashes (the data service's ids): a UUID where the browser makes one. */
export function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `v-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The `Set-Cookie` / `document.cookie` value that keeps `id` for a year, on every page. */
export function visitorCookie(id: string): string {
  return `${visitorCookieName}=${id}; Path=/; Max-Age=${year}; SameSite=Lax`;
}

/** The visitor id a Cookie header (or `document.cookie`) holds, if it is a well-formed one. */
export function visitorIdFromCookie(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = pair.trim().split('=');
    if (name === visitorCookieName && visitorIdPattern.test(value)) return value;
  }
  return undefined;
}

/** The browser's visitor id: the cookie's (what forms post with), else the one stored, else a new one. */
export function getVisitorId(): string {
  const fromCookie = visitorIdFromCookie(typeof document === 'undefined' ? undefined : document.cookie);
  let stored: string | undefined;
  let storageWorks = true;
  try {
    stored = localStorage.getItem(visitorStorageKey) ?? undefined;
  } catch {
    // Storage can be blocked (private mode): the cookie, or one id for this page's life.
    storageWorks = false;
  }
  const made = () => {
    madeHere = true;
    return storageWorks ? randomId() : (fallbackId ??= randomId());
  };
  const id = fromCookie ?? (stored && visitorIdPattern.test(stored) ? stored : made());
  if (!fromCookie && typeof document !== 'undefined') document.cookie = visitorCookie(id);
  if (stored !== id) {
    try {
      localStorage.setItem(visitorStorageKey, id);
    } catch {
      // kept in the cookie
    }
  }
  return id;
}

let fallbackId: string | undefined;
let madeHere = false;

/**
 * Whether this page gave the visitor their id (none in the cookie or storage): a visitor that new
 * has no cart on the data service, so there is nothing to read until the page writes one.
 */
export const visitorIsNew = (): boolean => madeHere;

export const visitorHeader = 'X-Visitor-Id';

/** Whether `value` is an id this browser could have made (the data service's ids). */
export function isVisitorId(value: string): boolean {
  return visitorIdPattern.test(value);
}
