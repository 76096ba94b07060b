import { clearUserDetails, saveUserDetails, type UserDetails } from '@zomato/section-ui';
import { IdentityNotConfigured, loadFirebaseAuth } from './firebase-auth';

/** Starts fetching the SDK before the press, so the popup opens within the click's activation. */
export function warmUpGoogleSignIn(): void {
  loadFirebaseAuth().catch(() => undefined);
}

/**
 * Google sign-in in a popup (docs/product.md#google-sign-in): stores the first provider-data record under
 * `userDetails` and returns it. No navigation. Throws the SDK's error when it fails.
 */
export async function signInWithGoogle(): Promise<UserDetails> {
  const { auth, sdk } = await loadFirebaseAuth();
  const result = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
  const [first] = result.user.providerData;
  const details: UserDetails = first
    ? {
        providerId: first.providerId,
        uid: first.uid,
        displayName: first.displayName,
        email: first.email,
        phoneNumber: first.phoneNumber,
        photoURL: first.photoURL,
      }
    : { providerId: result.providerId ?? 'google.com', uid: result.user.uid };
  saveUserDetails(details);
  return details;
}

/** Logout: the stored profile goes first, so a failed SDK load still signs the visitor out here. */
export async function signOutEverywhere(): Promise<void> {
  clearUserDetails();
  try {
    const { auth, sdk } = await loadFirebaseAuth();
    await sdk.signOut(auth);
  } catch (error) {
    if (!(error instanceof IdentityNotConfigured)) console.warn('Firebase sign-out failed', error);
  }
}

const closed = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'];

/** A short message for the visitor (docs/product.md#google-sign-in: failures are not silent). */
export function signInErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  if (closed.includes(code)) return 'Google sign-in was closed before it finished.';
  if (code === 'auth/popup-blocked')
    return 'The browser blocked the Google window. Allow pop-ups for this site and try again.';
  if (error instanceof IdentityNotConfigured) return 'Google sign-in is not set up on this site.';
  if (code === 'auth/network-request-failed' || code === 'auth/internal-error' || !code)
    return 'Google sign-in is unavailable right now. Please try again later.';
  return 'Google sign-in failed. Please try again.';
}
