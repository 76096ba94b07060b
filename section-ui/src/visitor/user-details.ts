import { useMemo, useSyncExternalStore } from 'react';

/**
 * `userDetails` in browser storage: the signed-in visitor's profile record
 * (docs/product.md#entities-and-storage). auth-mfe writes it; auth's NavBar and the
 * shell's top bar read it, in whatever host mounts them, so a change is announced on
 * `window` (other tabs get a `storage` event), not through React state. Reading it keeps
 * Firebase out of a page's first paint.
 */
const userDetailsKey = 'userDetails';
const changeEvent = 'zomato:user-details';

export interface UserDetails {
  providerId?: string;
  uid?: string;
  displayName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  photoURL?: string | null;
}

function parseUserDetails(raw: string | null): UserDetails | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as UserDetails)
      : null;
  } catch {
    return null;
  }
}

function readUserDetailsRaw(): string | null {
  try {
    return localStorage.getItem(userDetailsKey);
  } catch {
    return null;
  }
}

function changed() {
  window.dispatchEvent(new Event(changeEvent));
}

export function saveUserDetails(details: UserDetails): void {
  localStorage.setItem(userDetailsKey, JSON.stringify(details));
  changed();
}

/** Forgets the visitor (Logout); storage that cannot be written held nothing. */
export function clearUserDetails(): void {
  try {
    localStorage.removeItem(userDetailsKey);
  } catch {
    // Storage unavailable: nothing was stored.
  }
  changed();
}

/** Calls `listener` when userDetails changes in this page or in another tab. */
function subscribeUserDetails(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === userDetailsKey) listener();
  };
  window.addEventListener(changeEvent, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(changeEvent, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in visitor's stored profile, or null; follows changes from any tab. */
export function useUserDetails(): UserDetails | null {
  // The raw string is the snapshot: stable between changes, unlike a parsed object.
  const raw = useSyncExternalStore(subscribeUserDetails, readUserDetailsRaw, () => null);
  return useMemo(() => parseUserDetails(raw), [raw]);
}
