import { useMemo, useSyncExternalStore } from 'react';
import {
  parseUserDetails,
  readUserDetailsRaw,
  subscribeUserDetails,
  type UserDetails,
} from '../api/user-details';

/** The signed-in user's stored profile, or null; follows changes from any tab. */
export function useUserDetails(): UserDetails | null {
  // The raw string is the snapshot: stable between changes, unlike a parsed object.
  const raw = useSyncExternalStore(subscribeUserDetails, readUserDetailsRaw, () => null);
  return useMemo(() => parseUserDetails(raw), [raw]);
}
