import type { ImplementsContract } from '@zomato/shared';
import type * as AppModule from './app/app';
import type * as AuthModalModule from './features/modal/auth-modal';
import type * as NavBarModule from './features/nav-bar/nav-bar';
import type * as SessionModule from './features/user/api/session';

/**
 * Compile-time only, never imported: each module this app exposes (its entry in
 * shared/src/federation/contract.json) has the type the host relies on (the contract in
 * @zomato/shared). Changing an exposed component's props breaks `npm run typecheck` here.
 */
export type AuthExposes = ImplementsContract<
  'auth',
  {
    './App': typeof AppModule;
    './AuthModal': typeof AuthModalModule;
    './NavBar': typeof NavBarModule;
    './Session': typeof SessionModule;
  }
>;
