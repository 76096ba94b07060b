/**
 * `userDetails` in browser storage: the first provider-data record of the Google-signed-in
 * user (docs/product.md#entities-and-storage). The modal writes it and the NavBar reads it; they can be mounted by
 * different hosts, so changes are announced on `window`, not through React state.
 */
export const userDetailsKey = 'userDetails';
const changeEvent = 'zomato:user-details';

export interface UserDetails {
  providerId?: string;
  uid?: string;
  displayName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  photoURL?: string | null;
}

export function parseUserDetails(raw: string | null): UserDetails | null {
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

export function readUserDetailsRaw(): string | null {
  try {
    return localStorage.getItem(userDetailsKey);
  } catch {
    return null;
  }
}

export function saveUserDetails(details: UserDetails): void {
  localStorage.setItem(userDetailsKey, JSON.stringify(details));
  window.dispatchEvent(new Event(changeEvent));
}

export function clearUserDetails(): void {
  localStorage.removeItem(userDetailsKey);
  window.dispatchEvent(new Event(changeEvent));
}

/** Calls `listener` when userDetails changes in this page or in another tab. */
export function subscribeUserDetails(listener: () => void): () => void {
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

/** Up to two initials from the name, else the email's first letter. */
export function initialsOf(details: UserDetails): string {
  const words = (details.displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length)
    return words
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join('');
  return (details.email ?? '').trim().charAt(0).toUpperCase();
}
