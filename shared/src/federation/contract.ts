import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteKey } from '../config/runtime-config';
import type contract from './contract.json';
import type { RefusedForm } from '../ssr/ssr-data';

/**
 * The typed host ↔ remote contract (docs/architecture.md#federation): contract.json lists the
 * exposes, this module types them, and both host and remotes check against it, so a changed prop
 * or expose breaks `npm run typecheck` on both sides.
 */
type ContractFile = typeof contract;

/** A component that takes no props. */
export type NoProps = Record<never, never>;

/** A module whose default export is a React component. */
export interface ComponentModule<Props extends object = NoProps> {
  default: ComponentType<Props>;
}

/**
 * A remote's ./App: its pages as React Router route objects (absolute paths, each with its
 * element, later its loader and action), which the shell puts in the site's router under the
 * section's boundary route; and what it shows at a path of its own that none of them matches.
 */
export interface SectionModule {
  routes: RouteObject[];
  notFound: ReactElement;
}

/** The top bar's login/signup modal: which form shows; the host owns it. */
export type AuthMode = 'login' | 'signup';

/** auth-mfe's ./AuthModal: mounted while open; it asks the host for changes. */
export interface AuthModalProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
}

/** auth-mfe's ./Session: Logout signs out of Firebase through it. */
export interface SessionModule {
  signOut: () => Promise<void>;
}

/** A form posted to a page, as its route's action reads it (../../../section-ui/src/forms/form-action.ts). */
export interface FormRequest {
  /** The page's path ('/delivery/cake/3'), which names the section that answers it. */
  path: string;
  /** The form's fields, by name; `intent` says which of the page's forms it is. */
  form: Record<string, string>;
  /** The visitor whose cart it changes (their cookie; made by the server for a first post). */
  visitorId: string;
}

/**
 * How a section answers a form, as a React Router route action: a redirect to the page that shows
 * what it did (Post/Redirect/Get), or a refusal drawn into the page it came from.
 */
export type FormAnswer = { redirect: string } | RefusedForm;

/** Compiles only when `T` declares exactly the exposes contract.json lists, remote by remote. */
type ExactlyTheFile<
  T extends { [R in keyof ContractFile]: { [E in keyof ContractFile[R]]: unknown } } & {
    [R in keyof T]: R extends keyof ContractFile
      ? { [E in keyof T[R]]: E extends keyof ContractFile[R] ? unknown : never }
      : never;
  },
> = T;

export type RemoteModules = ExactlyTheFile<{
  delivery: { './App': SectionModule };
  dining: { './App': SectionModule };
  nightlife: { './App': SectionModule };
  checkout: { './App': SectionModule };
  auth: {
    './App': SectionModule;
    './AuthModal': ComponentModule<AuthModalProps>;
    './NavBar': ComponentModule;
    './Session': SessionModule;
  };
}>;

/** The runtime config's remote keys are the contract's, no more and no fewer. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type _RemoteKeysMatchContract = Assert<Same<keyof ContractFile, RemoteKey>>;

/** The exposes of a remote ('./App', './CartView'…). */
export type ExposeOf<R extends RemoteKey> = keyof RemoteModules[R] & string;

/** What loading `expose` of `remote` gives. */
export type RemoteModule<R extends RemoteKey, E extends ExposeOf<R>> = RemoteModules[R][E];

type PropsOf<M> = M extends { default: ComponentType<infer P> } ? P : never;

/** The exposes of a remote that are components. */
export type ComponentExposeOf<R extends RemoteKey> = {
  [E in ExposeOf<R>]: [PropsOf<RemoteModules[R][E]>] extends [never] ? never : E;
}[ExposeOf<R>];

/** The props of an exposed component. */
export type ExposedProps<R extends RemoteKey, E extends ComponentExposeOf<R>> = PropsOf<RemoteModules[R][E]>;

/**
 * For a remote's own check: compiles only when `Modules` (the remote's exposed modules,
 * `typeof import(...)` each) has every expose of the contract, each of the declared type.
 */
export type ImplementsContract<R extends RemoteKey, Modules extends RemoteModules[R]> = Modules;
