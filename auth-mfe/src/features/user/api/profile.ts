import type { User } from 'firebase/auth';
import type { UserDetails } from '@zomato/section-ui';

/**
 * The profile kept under `userDetails` for a Firebase user signed in with a password or an
 * email link, named `name` (none: the top bar shows the email). Its first provider record
 * is the one kept, as for Google sign-in (docs/product.md#google-sign-in).
 */
export function profileOf(user: User, name: string, email: string | null = user.email): UserDetails {
  const first = user.providerData[0];
  return {
    providerId: first?.providerId ?? 'password',
    uid: first?.uid ?? user.uid,
    displayName: name || null,
    email,
    phoneNumber: first?.phoneNumber ?? null,
    photoURL: first?.photoURL ?? null,
  };
}
