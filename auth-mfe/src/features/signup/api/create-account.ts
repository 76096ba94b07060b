import { saveUserDetails, type UserDetails } from '@zomato/section-ui';
import { IdentityNotConfigured, loadFirebaseAuth } from '../../google/api/firebase-auth';
import { profileOf } from '../../user/api/profile';

/**
 * 'Create account' (docs/product.md#sign-up): makes the Firebase Auth account for this email
 * and password (the local emulator by default), which signs the visitor in, and stores the
 * profile under `userDetails`, where the top bar and the NavBar read who is signed in. The SDK
 * loads here, on the first press, never with the page. Throws the SDK's error when Firebase
 * refuses (signupRefusal says why).
 */
export async function createAccount(email: string, password: string): Promise<UserDetails> {
  const { auth, sdk } = await loadFirebaseAuth();
  const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
  const details = profileOf(user, user.displayName ?? '');
  saveUserDetails(details);
  return details;
}

/** What the sign-up form says about a refusal: by the field it is about, or (null) the form's. */
export interface SignupRefusal {
  field: 'email' | 'password' | null;
  message: string;
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error && 'code' in error ? String(error.code) : '';

/**
 * A project's password policy lists what the password lacks:
 * 'Firebase: Missing password requirements: [Password must contain a numeric character] (…)'.
 */
function missingRequirements(error: unknown): string | null {
  const text = typeof error === 'object' && error && 'message' in error ? String(error.message) : '';
  const listed = /requirements: \[([^\]]+)\]/.exec(text)?.[1]?.trim();
  return listed ? listed.replace(/\.?$/, '.') : null;
}

/** Why Firebase refused to make the account, for the visitor (never silent, never a code). */
export function signupRefusal(error: unknown, email: string): SignupRefusal {
  const code = codeOf(error);
  if (code === 'auth/email-already-in-use')
    return { field: 'email', message: `An account for ${email} already exists. Log in instead.` };
  if (code === 'auth/invalid-email')
    return { field: 'email', message: 'Enter an email address like name@example.com.' };
  if (code === 'auth/weak-password')
    return {
      field: 'password',
      message: 'This password is too easy to guess. Use a longer one, with letters, digits and symbols.',
    };
  if (code === 'auth/password-does-not-meet-requirements')
    return {
      field: 'password',
      message:
        missingRequirements(error) ?? 'This password does not meet the rules of this site. Try another.',
    };
  if (error instanceof IdentityNotConfigured || code === 'auth/operation-not-allowed')
    return { field: null, message: 'Signing up is not set up on this site.' };
  if (code === 'auth/too-many-requests')
    return { field: null, message: 'Too many attempts. Please wait a minute and try again.' };
  if (code === 'auth/network-request-failed' || code === 'auth/internal-error' || !code)
    return { field: null, message: 'Signing up is unavailable right now. Please try again later.' };
  return { field: null, message: 'Your account could not be created. Please try again.' };
}

/** What the login form says above it once the account is made (the page and the modal). */
export const accountCreatedNote = (email: string) => `Account created for ${email}. You are signed in.`;
