import { useCallback, useEffect, useRef, useState } from 'react';
import type { UserDetails } from '../../user/api/user-details';
import { signInErrorMessage, signInWithGoogle, warmUpGoogleSignIn } from '../api/google-sign-in';

export type GoogleSignInState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'signed-in'; user: UserDetails }
  | { status: 'failed'; message: string };

/** Runs the popup sign-in and keeps what the button and its message show. */
export function useGoogleSignIn() {
  const [state, setState] = useState<GoogleSignInState>({ status: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const signIn = useCallback(async () => {
    setState({ status: 'pending' });
    try {
      const user = await signInWithGoogle();
      if (mounted.current) setState({ status: 'signed-in', user });
    } catch (error) {
      if (mounted.current) setState({ status: 'failed', message: signInErrorMessage(error) });
    }
  }, []);

  return { state, signIn, warmUp: warmUpGoogleSignIn };
}
