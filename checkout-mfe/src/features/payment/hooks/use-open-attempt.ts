import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHydrated } from '@zomato/shared';
import { confirmationPath } from '../../confirmation/confirmation-path';
import { openAttempt } from '../api/checkout-storage';
import { settleOpenAttempt } from '../api/open-attempt';

/**
 * /payment opened with an attempt of this tab whose outcome is unknown (a reload while paying):
 * 'checking' while the data service is asked; a paid attempt opens its confirmation, never the
 * form again; otherwise 'open'. On the server and while hydrating: 'open' (the attempt lives in
 * this tab's storage); once live, an attempt under way is looked up.
 */
export function useOpenAttempt(): 'checking' | 'open' {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // The server cannot see this tab's storage: it draws the form, as hydration does.
  const [status, setStatus] = useState<'checking' | 'open'>(() =>
    !hydrated || openAttempt() === undefined ? 'open' : 'checking',
  );

  useEffect(() => {
    if (!hydrated) return undefined;
    let current = true;
    const attempt = openAttempt();
    void settleOpenAttempt().then((outcome) => {
      if (!current) return;
      if (outcome === 'paid' && attempt) navigate(confirmationPath(attempt), { replace: true });
      else setStatus('open');
    });
    return () => {
      current = false;
    };
  }, [hydrated, navigate]);

  return status;
}
