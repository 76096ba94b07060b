import { render } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { webcrypto } from 'node:crypto';
import { setRuntimeConfig, type AuthMode } from '@zomato/shared';
import * as authApp from '../app/app';
import { sectionApp } from '../../../tools/jest/section-app';
import AuthModal from '../features/modal/auth-modal';
import NavBar from '../features/nav-bar/nav-bar';

const AuthApp = sectionApp(authApp);

/** Where the router is now, for asserting navigation. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/**
 * jsdom has no WebCrypto digest API; Node's is the same standard one the browser has.
 * Tests that should see it missing simply do not call this.
 */
export function installWebCrypto() {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}

export function removeWebCrypto() {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
}

/** A fresh visitor and a config naming the emulator, as the served site does. */
export function resetAuthState() {
  localStorage.clear();
  // The visitor's id lives in a cookie first (@zomato/shared's getVisitorId).
  document.cookie = 'visitorId=; Path=/; Max-Age=0';
  sessionStorage.clear();
  setRuntimeConfig({
    apiBase: 'http://api.test',
    remotes: {},
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: 'demo-zomato-ncr.firebaseapp.com',
      projectId: 'demo-zomato-ncr',
      emulatorUrl: 'http://127.0.0.1:9099',
    },
  });
}

/** auth-mfe's routes at `path`, in a memory router. */
export function renderAuthApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthApp />
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** A host of our own for the modal: an opener that mounts it while open, like the shell. */
function ModalHarness({ initialMode }: { initialMode: AuthMode }) {
  const [mode, setMode] = useState<AuthMode | null>(null);
  return (
    <>
      <button type="button" onClick={() => setMode(initialMode)}>
        Open the modal
      </button>
      <p data-testid="harness-mode">{mode ?? 'closed'}</p>
      {mode && <AuthModal mode={mode} onModeChange={setMode} onClose={() => setMode(null)} />}
    </>
  );
}

export function renderModalHarness(initialMode: AuthMode, path = '/delivery') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ModalHarness initialMode={initialMode} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

export function renderNavBar(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavBar />
      <LocationProbe />
    </MemoryRouter>,
  );
}
