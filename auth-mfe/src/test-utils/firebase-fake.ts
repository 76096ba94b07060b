/**
 * The Firebase SDK is a third-party boundary that needs a browser popup and a network: its
 * real flow runs in the Playwright specs against the Auth emulator. Component tests swap
 * its two entry modules for this fake to drive our handling of each outcome.
 */
export const popup = {
  result: null as null | { user: { uid: string; providerData: Record<string, unknown>[] } },
  error: null as null | { code: string },
};

export const calls: string[] = [];

export const firebaseAppFake = {
  getApps: () => [],
  initializeApp: (_options: unknown, name: string) => ({ name }),
};

export const firebaseAuthFake = {
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  browserPopupRedirectResolver: {},
  initializeAuth: () => ({ name: 'auth' }),
  connectAuthEmulator: (_auth: unknown, url: string) => calls.push(`emulator ${url}`),
  GoogleAuthProvider: class GoogleAuthProvider {
    readonly providerId = 'google.com';
  },
  signInWithPopup: async (_auth: unknown, provider: { providerId: string }) => {
    calls.push(`popup ${provider.providerId}`);
    if (popup.error) throw popup.error;
    return popup.result;
  },
  signOut: async () => {
    calls.push('signOut');
  },
};

export function resetFirebaseFake() {
  popup.result = null;
  popup.error = null;
  calls.length = 0;
}

export const googleUser = {
  providerId: 'google.com',
  uid: '1234567890',
  displayName: 'Asha Rao',
  email: 'asha.rao@example.com',
  phoneNumber: null,
  photoURL: null,
};
