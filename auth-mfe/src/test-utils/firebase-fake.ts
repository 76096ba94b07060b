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

/** The email-link calls: what was sent, and an error the next link call throws. */
export const emailLink = {
  sent: [] as { email: string; settings: { url: string; handleCodeInApp: boolean } }[],
  error: null as null | { code: string },
};

export const linkUser = (email: string, displayName: string | null = null) => ({
  uid: 'link-uid',
  email,
  displayName,
  photoURL: null,
  providerData: [
    { providerId: 'password', uid: email, displayName: null, email, phoneNumber: null, photoURL: null },
  ],
});

/**
 * Email-and-password sign-up: the addresses that have an account (as Firebase compares them,
 * in lower case), and an error the next sign-up throws.
 */
export const passwordSignup = {
  accounts: new Set<string>(),
  error: null as null | { code: string; message?: string },
  /** Set: Firebase answers once it settles (a test acts while the account is being made). */
  answer: null as null | Promise<void>,
};

/** Firebase's own session: who `auth.currentUser` is (set by a link sign-in, or by a test). */
export const session = { currentUser: null as null | ReturnType<typeof linkUser> };

export const firebaseAppFake = {
  getApps: () => [],
  initializeApp: (_options: unknown, name: string) => ({ name }),
};

export const firebaseAuthFake = {
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  browserPopupRedirectResolver: {},
  initializeAuth: () => ({
    name: 'auth',
    authStateReady: async () => undefined,
    get currentUser() {
      return session.currentUser;
    },
  }),
  connectAuthEmulator: (_auth: unknown, url: string) => calls.push(`emulator ${url}`),
  GoogleAuthProvider: class GoogleAuthProvider {
    readonly providerId = 'google.com';
  },
  signInWithPopup: async (_auth: unknown, provider: { providerId: string }) => {
    calls.push(`popup ${provider.providerId}`);
    if (popup.error) throw popup.error;
    return popup.result;
  },
  sendSignInLinkToEmail: async (
    _auth: unknown,
    email: string,
    settings: { url: string; handleCodeInApp: boolean },
  ) => {
    calls.push(`send link ${email}`);
    if (emailLink.error) throw emailLink.error;
    emailLink.sent.push({ email, settings });
  },
  isSignInWithEmailLink: (_auth: unknown, href: string) => href.includes('oobCode='),
  signInWithEmailLink: async (_auth: unknown, email: string, href: string) => {
    calls.push(`sign in with link ${email} ${new URL(href).searchParams.get('oobCode')}`);
    if (emailLink.error) throw emailLink.error;
    session.currentUser = linkUser(email);
    return { user: session.currentUser };
  },
  createUserWithEmailAndPassword: async (_auth: unknown, email: string, password: string) => {
    calls.push(`create account ${email}`);
    await passwordSignup.answer;
    if (passwordSignup.error) throw passwordSignup.error;
    if (passwordSignup.accounts.has(email.toLowerCase())) throw { code: 'auth/email-already-in-use' };
    if (password.length < 6) throw { code: 'auth/weak-password' };
    passwordSignup.accounts.add(email.toLowerCase());
    session.currentUser = linkUser(email.toLowerCase());
    return { user: session.currentUser };
  },
  updateProfile: async (_user: unknown, { displayName }: { displayName: string }) => {
    calls.push(`profile ${displayName}`);
  },
  signOut: async () => {
    calls.push('signOut');
  },
};

export function resetFirebaseFake() {
  popup.result = null;
  popup.error = null;
  calls.length = 0;
  emailLink.sent.length = 0;
  emailLink.error = null;
  session.currentUser = null;
  passwordSignup.accounts.clear();
  passwordSignup.error = null;
  passwordSignup.answer = null;
}

export const googleUser = {
  providerId: 'google.com',
  uid: '1234567890',
  displayName: 'Asha Rao',
  email: 'asha.rao@example.com',
  phoneNumber: null,
  photoURL: null,
};
