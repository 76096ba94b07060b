import { useCallback, useEffect, useRef, useState } from 'react';
import type { UserDetails } from '@zomato/shared';
import { completeLoginLink, isLoginLink, loginLinkErrorMessage } from '../api/email-link';
import { readPendingLogin, type PendingLogin } from '../api/pending-login';

export type FinishState =
  | { status: 'checking' }
  | { status: 'ask' }
  | { status: 'working' }
  | { status: 'failed'; message: string; canRetry: boolean };

/**
 * An opened sign-in link: completes it with the email remembered in this browser, or asks
 * for it (the link was opened in another browser). `onDone` gets the signed-in profile.
 */
export function useFinishLogin(href: string, onDone: (user: UserDetails) => void) {
  const [state, setState] = useState<FinishState>({ status: 'checking' });
  const started = useRef(false);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  const complete = useCallback(
    async (pending: PendingLogin) => {
      setState({ status: 'working' });
      try {
        done.current(await completeLoginLink(href, pending));
      } catch (error) {
        const message = loginLinkErrorMessage(error);
        // A wrong email may be typed again; a used or expired link may not.
        const code = (error as { code?: unknown } | null)?.code;
        setState({ status: 'failed', message, canRetry: code === 'auth/invalid-email' });
      }
    },
    [href],
  );

  useEffect(() => {
    // A link works once: never run it twice (React's development double effects).
    if (started.current) return;
    started.current = true;
    isLoginLink(href).then(
      (valid) => {
        if (!valid) {
          setState({
            status: 'failed',
            message: loginLinkErrorMessage({ code: 'auth/invalid-action-code' }),
            canRetry: false,
          });
          return;
        }
        const pending = readPendingLogin();
        if (pending) void complete(pending);
        else setState({ status: 'ask' });
      },
      (error: unknown) =>
        setState({ status: 'failed', message: loginLinkErrorMessage(error), canRetry: false }),
    );
  }, [href, complete]);

  return { state, complete };
}
