import { useCallback, useState } from 'react';
import { useMounted } from '../../user/hooks/use-mounted';
import { emulatorInbox, loginLinkErrorMessage, sendLoginLink } from '../api/email-link';
import type { PendingLogin } from '../api/pending-login';

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; email: string; inbox: string | null }
  | { status: 'failed'; message: string };

/** Sends the sign-in link and keeps what the form says about it. */
export function useSendLoginLink(next: string) {
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const mounted = useMounted();

  const send = useCallback(
    async (pending: PendingLogin) => {
      setState({ status: 'sending' });
      try {
        await sendLoginLink(pending, next);
        if (mounted.current) setState({ status: 'sent', email: pending.email, inbox: emulatorInbox() });
      } catch (error) {
        if (mounted.current) setState({ status: 'failed', message: loginLinkErrorMessage(error) });
      }
    },
    [mounted, next],
  );

  return { state, send };
}
