import type { Auth } from 'firebase/auth';
import type * as AuthModule from 'firebase/auth';
import { getRuntimeConfig } from '@zomato/shared';

type AuthSdk = typeof AuthModule;

export interface FirebaseAuth {
  auth: Auth;
  sdk: AuthSdk;
}

/** Thrown when the runtime config names no Firebase project. */
export class IdentityNotConfigured extends Error {
  readonly code = 'zomato/identity-not-configured';
}

let loading: Promise<FirebaseAuth> | undefined;

/**
 * The Firebase SDK, loaded on first need only (docs/data-service.md#identity: never in the first paint).
 * The runtime config decides between the local Auth emulator and a real project.
 */
export function loadFirebaseAuth(): Promise<FirebaseAuth> {
  loading ??= (async () => {
    const settings = getRuntimeConfig().firebase;
    if (!settings) throw new IdentityNotConfigured('The runtime config has no firebase settings');
    const [{ initializeApp, getApps }, sdk] = await Promise.all([
      import(/* webpackChunkName: "firebase-app" */ 'firebase/app'),
      import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth'),
    ]);
    const name = 'zomato-auth';
    const app =
      getApps().find((existing) => existing.name === name) ??
      initializeApp(
        { apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId },
        name,
      );
    const auth = sdk.initializeAuth(app, {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
      popupRedirectResolver: sdk.browserPopupRedirectResolver,
    });
    // The emulator's banner would cover the page; start.mjs and the README say where we are.
    if (settings.emulatorUrl) sdk.connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
    return { auth, sdk };
  })();
  // A failed load (offline chunk) may be retried by the next press.
  loading.catch(() => (loading = undefined));
  return loading;
}
