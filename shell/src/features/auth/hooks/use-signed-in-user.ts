import { useMemo } from 'react';
import { useUserDetails } from '@zomato/section-ui';
import { signedInUserOf, type SignedInUser } from '../api/signed-in-user';

/** The signed-in visitor as auth-mfe stored them, or null; follows changes from any tab. */
export function useSignedInUser(): SignedInUser | null {
  const details = useUserDetails();
  return useMemo(() => signedInUserOf(details), [details]);
}
