import type { ImplementsContract } from '@zomato/shared';
import type * as AppModule from './app/app';

/**
 * Compile-time only, never imported: each module this app exposes (its entry in
 * shared/src/federation/contract.json) has the type the host relies on (the contract in
 * @zomato/shared). Changing an exposed component's props breaks `npm run typecheck` here.
 */
export type CheckoutExposes = ImplementsContract<
  'checkout',
  {
    './App': typeof AppModule;
  }
>;
