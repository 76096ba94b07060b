import { loadRemoteModule } from '@zomato/shared';
import { clearUserDetails, type UserDetails } from '@zomato/section-ui';

/** Who the top bar names: the display name, else the email. */
export interface SignedInUser {
  name: string;
  email: string | null;
}

/** The signed-in visitor from what auth-mfe stored (@zomato/shared's userDetails); null when nobody is. */
export function signedInUserOf(details: UserDetails | null): SignedInUser | null {
  const email = typeof details?.email === 'string' && details.email ? details.email : null;
  const displayName = typeof details?.displayName === 'string' ? details.displayName.trim() : '';
  const name = displayName || email;
  return name ? { name, email } : null;
}

/**
 * Logout: the name goes at once; then auth-mfe's ./Session signs out of Firebase. When
 * that app cannot load, the visitor is still signed out here.
 */
export async function logOut(): Promise<void> {
  clearUserDetails();
  try {
    const session = await loadRemoteModule('auth', './Session', false);
    await session.signOut();
  } catch (error) {
    console.warn('Firebase sign-out could not run', error);
  }
}
