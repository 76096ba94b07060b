import { loadRemoteModule } from '@zomato/shared';

/**
 * What auth-mfe stores about the signed-in visitor: the `userDetails` record in browser
 * storage, announced on `window` with this event when it changes in this page (other tabs
 * get a `storage` event). Reading it keeps Firebase out of the shell's first paint.
 */
const userDetailsKey = 'userDetails';
const changeEvent = 'zomato:user-details';

export interface SignedInUser {
  name: string;
  email: string | null;
}

export function readSignedInRaw(): string | null {
  try {
    return localStorage.getItem(userDetailsKey);
  } catch {
    return null;
  }
}

/** The name to show: the display name, else the email; null when nobody is signed in. */
export function parseSignedInUser(raw: string | null): SignedInUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { displayName?: unknown; email?: unknown } | null;
    const email = typeof value?.email === 'string' && value.email ? value.email : null;
    const displayName = typeof value?.displayName === 'string' ? value.displayName.trim() : '';
    const name = displayName || email;
    return name ? { name, email } : null;
  } catch {
    return null;
  }
}

export function subscribeSignedInUser(listener: () => void): () => void {
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

/**
 * Logout: the name goes at once; then auth-mfe's ./Session signs out of Firebase. When
 * that app cannot load, the visitor is still signed out here.
 */
export async function logOut(): Promise<void> {
  try {
    localStorage.removeItem(userDetailsKey);
  } catch {
    // Storage unavailable: nothing was stored.
  }
  window.dispatchEvent(new Event(changeEvent));
  try {
    const session = await loadRemoteModule('auth', './Session', false);
    await session.signOut();
  } catch (error) {
    console.warn('Firebase sign-out could not run', error);
  }
}
