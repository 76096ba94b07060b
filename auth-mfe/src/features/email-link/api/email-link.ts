import { getRuntimeConfig, paths } from '@zomato/shared';
import { saveUserDetails, type UserDetails } from '@zomato/section-ui';
import { IdentityNotConfigured, loadFirebaseAuth } from '../../google/api/firebase-auth';
import { profileOf } from '../../user/api/profile';
import { clearPendingLogin, savePendingLogin, type PendingLogin } from './pending-login';

/** Where the visitor goes once the link has signed them in: a path of this site, never /login. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return paths.home;
  const path = next.split(/[?#]/)[0];
  return path === paths.login || path === paths.signup ? paths.home : next;
}

/**
 * On the Auth emulator no email leaves the machine: it keeps each link, listed by its REST
 * API at this address (README 'Identity'; `npm start` prints it too).
 */
export function emulatorInbox(): string | null {
  const firebase = getRuntimeConfig().firebase;
  if (!firebase?.emulatorUrl) return null;
  return `${firebase.emulatorUrl.replace(/\/$/, '')}/emulator/v1/projects/${firebase.projectId}/oobCodes`;
}

/** Cheap check before loading the SDK: only a URL with Firebase's link parameters can be one. */
export function looksLikeLoginLink(href: string): boolean {
  const params = new URL(href).searchParams;
  return params.get('mode') === 'signIn' && params.has('oobCode');
}

/**
 * 'Login Here': asks Firebase to email a sign-in link that comes back to /login here, and
 * remembers who asked, for when the link is opened in this browser.
 */
export async function sendLoginLink(pending: PendingLogin, next: string): Promise<void> {
  const { auth, sdk } = await loadFirebaseAuth();
  const url = new URL(paths.login, window.location.origin);
  url.searchParams.set('next', safeNext(next));
  await sdk.sendSignInLinkToEmail(auth, pending.email, { url: url.toString(), handleCodeInApp: true });
  savePendingLogin(pending);
}

/** True when `href` is a Firebase email sign-in link (the SDK's own check). */
export async function isLoginLink(href: string): Promise<boolean> {
  if (!looksLikeLoginLink(href)) return false;
  const { auth, sdk } = await loadFirebaseAuth();
  return sdk.isSignInWithEmailLink(auth, href);
}

/**
 * Completes sign-in with the opened link, names the account after the Full Name given and
 * stores the profile under `userDetails`, which the top bar and the NavBar show.
 */
export async function completeLoginLink(href: string, { email, fullName }: PendingLogin) {
  const { auth, sdk } = await loadFirebaseAuth();
  const { user } = await sdk.signInWithEmailLink(auth, email, href);
  const name = fullName.trim() || user.displayName || '';
  if (name && name !== user.displayName) await sdk.updateProfile(user, { displayName: name });
  clearPendingLogin();
  const details = profileOf(user, name, user.email ?? email);
  saveUserDetails(details);
  return details;
}

/**
 * The visitor this browser is signed in as, by Firebase's own session (once it has been read
 * back), or null. A link opened again after it signed this browser in needs nothing more: the
 * profile is stored again in case the page lost it, so the top bar names them too.
 */
export async function currentSignIn(): Promise<UserDetails | null> {
  const { auth } = await loadFirebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return null;
  const details = profileOf(user, user.displayName ?? '');
  saveUserDetails(details);
  return details;
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error && 'code' in error ? String(error.code) : '';

/** A short message for a failed send or completion (docs/product.md#beyond-the-original: never silent). */
export function loginLinkErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (error instanceof IdentityNotConfigured) return 'Email sign-in is not set up on this site.';
  if (code === 'auth/invalid-action-code' || code === 'auth/expired-action-code')
    return 'This sign-in link has expired or was already used. Ask for a new one below.';
  if (code === 'auth/invalid-email')
    return 'That is not the email address the link was sent to. Check it and try again.';
  if (code === 'auth/too-many-requests') return 'Too many attempts. Please wait a minute and try again.';
  if (code === 'auth/network-request-failed' || code === 'auth/internal-error' || !code)
    return 'Email sign-in is unavailable right now. Please try again later.';
  return 'Email sign-in failed. Please try again.';
}
