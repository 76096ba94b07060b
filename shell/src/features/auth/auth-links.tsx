import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import type { AuthMode } from '@zomato/shared';
import { AuthLink } from './components/auth-link';
import { AuthOpening } from './components/auth-opening';
import { useSignedInUser } from './hooks/use-signed-in-user';
import { loadAuthModalHost } from './load-auth-modal';
import styles from './auth.module.css';

const authModes: readonly AuthMode[] = ['signup', 'login'];

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
  const loginRef = useRef<HTMLAnchorElement>(null);
  const loggingOut = useRef(false);
  // Signed in from the modal: its opener is gone once it closes, so Logout takes the focus.
  const [signedInFromModal, setSignedInFromModal] = useState(false);

  const openings = { signup: useRef<HTMLDialogElement>(null), login: useRef<HTMLDialogElement>(null) };
  const open = (next: AuthMode) => {
    const opening = openings[next].current;
    // jsdom has no showModal; a browser always does. One opened before the page was live is open.
    if (opening && !opening.open) opening.showModal?.();
    setMode(next);
  };
  useOpeningUntilModal(mode, openings);

  useEffect(() => {
    // Logout removes the button that had focus: hand it to the Login link rather than the page.
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
      {authModes.map((linkMode) => (
        <AuthLink
          key={linkMode}
          mode={linkMode}
          ref={linkMode === 'login' ? loginRef : undefined}
          onOpen={open}
        />
      ))}
      {authModes.map((linkMode) => (
        <AuthOpening
          key={linkMode}
          mode={linkMode}
          ref={openings[linkMode]}
          onCancel={() => setMode(undefined)}
        />
      ))}
      {mode && (
        <Suspense fallback={null}>
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

/**
 * An opening dialog stays until a dialog opens over it (auth's modal, or the notice that it is
 * unavailable), or the mode is cleared; then it closes. It closes just before the other opens
 * (beforetoggle), so focus is back on the button the visitor pressed when that dialog takes it,
 * and goes back there when it closes.
 */
function useOpeningUntilModal(
  mode: AuthMode | undefined,
  openings: Record<AuthMode, RefObject<HTMLDialogElement | null>>,
) {
  const { signup, login } = openings;
  const closeOpenings = useCallback(
    () => [signup, login].forEach((opening) => opening.current?.open && opening.current.close()),
    [signup, login],
  );
  // Not on the first commit: one opened by a press made before the page was live waits for it.
  const hadMode = useRef(false);
  useEffect(() => {
    if (!mode && hadMode.current) closeOpenings();
    hadMode.current = mode !== undefined;
  }, [mode, closeOpenings]);
  // From the first commit: the modal may open in the commit that sets the mode.
  useLayoutEffect(() => {
    const onOpening = (event: Event) => {
      const opened = event.target;
      if (
        opened instanceof HTMLDialogElement &&
        (event as ToggleEvent).newState === 'open' &&
        opened !== signup.current &&
        opened !== login.current
      )
        closeOpenings();
    };
    document.addEventListener('beforetoggle', onOpening, true);
    return () => document.removeEventListener('beforetoggle', onOpening, true);
  }, [signup, login, closeOpenings]);
}
