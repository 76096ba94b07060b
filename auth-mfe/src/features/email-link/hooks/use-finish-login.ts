import { useCallback, useEffect, useRef, useState } from 'react';
import { completeLoginLink, currentSignIn, isLoginLink, loginLinkErrorMessage } from '../api/email-link';
import { readPendingLogin, type PendingLogin } from '../api/pending-login';

export type FinishState =
  | { status: 'checking' }
  | { status: 'ask' }
  | { status: 'working' }
  | { status: 'signed-in'; who: string }
  | { status: 'failed'; message: string; canRetry: boolean };

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
const usedOrExpired = (code: unknown) =>
  code === 'auth/invalid-action-code' || code === 'auth/expired-action-code';

/** Who this browser is signed in as ('signed-in'), or null; a failure to tell counts as nobody. */
async function alreadySignedIn(): Promise<FinishState | null> {
  const user = await currentSignIn().catch(() => null);
  return user ? { status: 'signed-in', who: user.displayName || user.email || 'you' } : null;
}

/**
 * An opened sign-in link: completes it with the email remembered in this browser, or asks
 * for it (the link was opened in another browser). A browser already signed in that opens a
 * link it has no request for (the same link again, from the mail) is told so: 'signed-in'.
 * `onDone` runs once the visitor is signed in by the link.
 */
export function useFinishLogin(href: string, onDone: () => void) {
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
        await completeLoginLink(href, pending);
        done.current();
      } catch (error) {
        const code = codeOf(error);
        // A used link in a browser that is signed in anyway: nothing went wrong for the visitor.
        const signedIn = usedOrExpired(code) ? await alreadySignedIn() : null;
        // A wrong email may be typed again; a used or expired link may not.
        setState(
          signedIn ?? {
            status: 'failed',
            message: loginLinkErrorMessage(error),
            canRetry: code === 'auth/invalid-email',
          },
        );
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
        else void alreadySignedIn().then((signedIn) => setState(signedIn ?? { status: 'ask' }));
      },
      (error: unknown) =>
        setState({ status: 'failed', message: loginLinkErrorMessage(error), canRetry: false }),
    );
  }, [href, complete]);

  return { state, complete };
}
