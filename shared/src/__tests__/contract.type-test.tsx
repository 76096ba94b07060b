/**
 * Type tests of the host ↔ remote contract, checked by `npm run typecheck` (never run or
 * bundled): each `@ts-expect-error` line must fail to compile, so a contract that stopped
 * catching these mistakes fails the typecheck itself.
 */
import type { ComponentType, ReactElement } from 'react';
import type { AuthMode, ImplementsContract, NoProps, SessionModule } from '../federation/contract';
import { RemoteComponent } from '../federation/remote-component';
import { loadRemoteModule } from '../federation/remote-registry';

const noop = () => undefined;
const common = { loading: null, failed: () => null };

export const typeTests = [
  // The modal's props are required and typed.
  <RemoteComponent
    key="modal"
    remote="auth"
    expose="./AuthModal"
    props={{ mode: 'login', onModeChange: noop, onClose: noop }}
    {...common}
  />,
  // @ts-expect-error the modal cannot be mounted without its props
  <RemoteComponent key="no-props" remote="auth" expose="./AuthModal" {...common} />,
  <RemoteComponent
    key="wrong-mode"
    remote="auth"
    expose="./AuthModal"
    // @ts-expect-error 'register' is not an AuthMode
    props={{ mode: 'register', onModeChange: noop, onClose: noop }}
    {...common}
  />,
  <RemoteComponent
    key="extra-prop"
    remote="auth"
    expose="./AuthModal"
    // @ts-expect-error a prop the modal does not declare
    props={{ mode: 'login', onModeChange: noop, onClose: noop, size: 'large' }}
    {...common}
  />,
  // Components without props need none.
  <RemoteComponent key="nav" remote="auth" expose="./NavBar" {...common} />,
  // @ts-expect-error delivery exposes no ./NavBar
  <RemoteComponent key="not-exposed" remote="delivery" expose="./NavBar" {...common} />,
  // @ts-expect-error ./Session is a module, not a component
  <RemoteComponent key="not-a-component" remote="auth" expose="./Session" {...common} />,
];

export async function loadedModulesAreTyped() {
  const session: SessionModule = await loadRemoteModule('auth', './Session', false);
  // @ts-expect-error checkout exposes no ./Session
  await loadRemoteModule('checkout', './Session', false);
  return session;
}

/** A remote whose exposed component takes other props than the contract's fails its check. */
type App = { default: ComponentType<NoProps> };
type Section = { routes: []; notFound: ReactElement };
type Auth<Props> = {
  './App': Section;
  './AuthModal': { default: ComponentType<Props> };
  './NavBar': App;
  './Session': SessionModule;
};
type Same = { mode: AuthMode; onModeChange: (mode: AuthMode) => void; onClose: () => void };
type NewProp = { mode: AuthMode; size: number };
type Renamed = { mode: AuthMode; onDismiss: () => void };
export type MatchingModal = ImplementsContract<'auth', Auth<Same>>;
// @ts-expect-error the modal wants a prop the host never passes
export type ModalWithNewProp = ImplementsContract<'auth', Auth<NewProp>>;
// @ts-expect-error the modal renamed onClose
export type ModalRenamedProp = ImplementsContract<'auth', Auth<Renamed>>;
// @ts-expect-error a remote that leaves out an expose of contract.json
export type MissingExpose = ImplementsContract<'auth', { './App': Section }>;
