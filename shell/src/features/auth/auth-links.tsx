import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { AuthMode } from '@zomato/shared';
import { AuthOpening } from './components/auth-opening';
import { useSignedInUser } from './hooks/use-signed-in-user';
import { loadAuthModalHost } from './load-auth-modal';
import styles from './auth.module.css';

/** The modal's host: its own chunk, loaded on the first Sign Up / Login, never on a page's first load. */
const AuthModalHost = lazy(loadAuthModalHost);

/**
 * The signed-in name and Logout: a chunk of its own, since a page is rendered (on the server,
 * and at hydration) for a visitor not known to be signed in; a stored sign-in shows after.
 */
const SignedIn = lazy(() =>
  import(/* webpackChunkName: "signed-in" */ './components/signed-in').then((module) => ({
    default: module.SignedIn,
  })),
);

/**
 * 'Sign Up' and 'Login' in the top bar, or the signed-in visitor's name and Logout. The
 * shell owns whether the modal is open and in which mode; auth-mfe's modal is mounted only
 * while open, and the name comes from what auth-mfe stored, so Firebase stays out of the
 * first paint.
 */
export function AuthLinks() {
  const [mode, setMode] = useState<AuthMode | undefined>();
  const user = useSignedInUser();
  const loginRef = useRef<HTMLButtonElement>(null);
  const loggingOut = useRef(false);
  // Signed in from the modal: its opener is gone once it closes, so Logout takes the focus.
  const [signedInFromModal, setSignedInFromModal] = useState(false);

  useEffect(() => {
    // Logout removes the button that had focus: hand it to Login rather than the page.
    if (!user && loggingOut.current) {
      loggingOut.current = false;
      loginRef.current?.focus();
    }
  }, [user]);

  if (user && !mode)
    return (
      <Suspense fallback={<div className={styles.links} />}>
        <SignedIn
          user={user}
          takeFocus={signedInFromModal}
          onLogout={() => {
            loggingOut.current = true;
            setSignedInFromModal(false);
          }}
        />
      </Suspense>
    );
  return (
    <div className={styles.links}>
      <button
        type="button"
        className={styles.link}
        aria-haspopup="dialog"
        data-intent="auth"
        onClick={() => setMode('signup')}
      >
        Sign Up
      </button>
      <button
        ref={loginRef}
        type="button"
        className={styles.link}
        aria-haspopup="dialog"
        data-intent="auth"
        onClick={() => setMode('login')}
      >
        Login
      </button>
      {mode && (
        <Suspense fallback={<AuthOpening mode={mode} />}>
          <AuthModalHost
            mode={mode}
            onModeChange={setMode}
            onClose={() => {
              setSignedInFromModal(user !== null);
              setMode(undefined);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
