import { useCallback, useState } from 'react';
import type { UserDetails } from '@zomato/section-ui';
import { useMounted } from '../../user/hooks/use-mounted';
import { signInErrorMessage, signInWithGoogle, warmUpGoogleSignIn } from '../api/google-sign-in';

export type GoogleSignInState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'signed-in'; user: UserDetails }
  | { status: 'failed'; message: string };

/** Runs the popup sign-in and keeps what the button and its message show. */
export function useGoogleSignIn() {
  const [state, setState] = useState<GoogleSignInState>({ status: 'idle' });
  const mounted = useMounted();

  const signIn = useCallback(async () => {
    setState({ status: 'pending' });
    try {
      const user = await signInWithGoogle();
      if (mounted.current) setState({ status: 'signed-in', user });
    } catch (error) {
      if (mounted.current) setState({ status: 'failed', message: signInErrorMessage(error) });
    }
  }, [mounted]);

  return { state, signIn, warmUp: warmUpGoogleSignIn };
}
