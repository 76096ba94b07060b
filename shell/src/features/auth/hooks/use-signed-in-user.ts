import { useMemo, useSyncExternalStore } from 'react';
import {
  parseSignedInUser,
  readSignedInRaw,
  subscribeSignedInUser,
  type SignedInUser,
} from '../api/signed-in-user';

/** The signed-in visitor as auth-mfe stored them, or null; follows changes from any tab. */
export function useSignedInUser(): SignedInUser | null {
  // The raw string is the snapshot: stable between changes, unlike a parsed object.
  const raw = useSyncExternalStore(subscribeSignedInUser, readSignedInRaw, () => null);
  return useMemo(() => parseSignedInUser(raw), [raw]);
}
