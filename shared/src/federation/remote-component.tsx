import {
  createElement,
  lazy,
  Suspense,
  use,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteKey } from '../config/runtime-config';
import type { ComponentExposeOf, ExposeOf, ExposedProps, NoProps, RemoteModule } from './contract';
import { loadRemoteModule } from './remote-registry';
import { markLive } from './live-mark';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { reportRendered } from './remote-load-report';
import { ServerRemotesContext, type ServerRemotes } from '../ssr/server-remotes';

/**
 * Inside this file a module and its component's props are opaque: the contract types them
 * where RemoteComponent is used (RemoteComponentProps).
 */
type AnyProps = Record<string, unknown>;
type Loaded = { default: ComponentType<AnyProps> };
type LazyRemote = LazyExoticComponent<Loaded['default']>;
const loadAnyModule = loadRemoteModule as (
  remote: RemoteKey,
  expose: string,
  retry: boolean,
) => Promise<Loaded>;

/**
 * One load and one lazy component per remote, module and attempt, so renders never recreate them;
 * a failed attempt is forgotten so the next mount or Retry asks again.
 */
const loads = new Map<string, Promise<Loaded>>();
const lazyRemotes = new Map<string, LazyRemote>();
/** The modules loaded so far: every later attempt gets them, and a component mounted after draws them at once. */
const ready = new Map<string, Loaded>();
const failedRemotes = new Set<RemoteKey>();
const moduleKey = (remote: RemoteKey, expose: string) => `${remote}|${expose}`;
const attemptKey = (remote: RemoteKey, expose: string, attempt: number) =>
  `${moduleKey(remote, expose)}|${attempt}`;
/** A module's load for one attempt (the first, 0, or a Retry's), shared by all who ask; a failed one is asked again. */
export function loadRemoteOnce<R extends RemoteKey, E extends ExposeOf<R>>(
  remote: R,
  expose: E,
  attempt: number,
): Promise<RemoteModule<R, E>> {
  return loadOnce(remote, expose, attempt) as unknown as Promise<RemoteModule<R, E>>;
}
/** A module loaded so far, else undefined: for a part that takes it at once, without waiting a turn. */
export const loadedRemote = <R extends RemoteKey, E extends ExposeOf<R>>(remote: R, expose: E) =>
  ready.get(moduleKey(remote, expose)) as RemoteModule<R, E> | undefined;
function loadOnce(remote: RemoteKey, expose: string, attempt: number): Promise<Loaded> {
  const done = ready.get(moduleKey(remote, expose));
  if (done) return Promise.resolve(done);
  const key = attemptKey(remote, expose, attempt);
  let load = loads.get(key);
  if (!load) {
    load = loadAnyModule(remote, expose, attempt > 0 || failedRemotes.has(remote));
    loads.set(key, load);
    load.then(
      (module) => ready.set(moduleKey(remote, expose), module),
      () => {
        failedRemotes.add(remote);
        loads.delete(key);
        lazyRemotes.delete(key);
      },
    );
  }
  return load;
}
function lazyRemote(remote: RemoteKey, expose: string, attempt: number): LazyRemote {
  const key = attemptKey(remote, expose, attempt);
  return cachedLazy(key, () => loadOnce(remote, expose, attempt));
}
function cachedLazy(key: string, load: () => Promise<Loaded>): LazyRemote {
  let component = lazyRemotes.get(key);
  if (!component) {
    component = lazy(load);
    lazyRemotes.set(key, component);
  }
  return component;
}

/**
 * Starts loading a module a RemoteComponent is about to show, so its code arrives while something
 * else is under way. Never fails: a failure is the component's to show.
 */
export function startRemoteLoad<R extends RemoteKey>(remote: R, expose: ExposeOf<R>): Promise<void> {
  return loadOnce(remote, expose, 0).then(
    () => undefined,
    () => undefined,
  );
}

/** `props` is required when the exposed component has a required prop (./contract.ts). */
type PropsField<Props> = NoProps extends Props ? { props?: Props } : { props: Props };

export type RemoteComponentProps<
  R extends RemoteKey = RemoteKey,
  E extends ComponentExposeOf<R> = ComponentExposeOf<R>,
> = {
  remote: R;
  /** The exposed module, e.g. './App' or './CartView'. */
  expose: E;
  /** Shown while the remote loads; given `retry` so a slow load can be started again. */
  loading: ReactNode | ((retry: () => void) => ReactNode);
  /** Shown when it failed; `retry` loads it again. */
  failed: (retry: () => void) => ReactNode;
} & PropsField<ExposedProps<R, E>>;

interface BodyProps {
  remote: RemoteKey;
  expose: string;
  props?: AnyProps;
  loading: RemoteComponentProps['loading'];
  failed: RemoteComponentProps['failed'];
}

/**
 * Renders a module another app exposes, through federation, with Suspense, an error
 * boundary and a retry (docs/architecture.md#federation: remotes never import each other's source).
 */
export function RemoteComponent<R extends RemoteKey, E extends ComponentExposeOf<R>>(
  componentProps: RemoteComponentProps<R, E>,
) {
  const body = componentProps as unknown as BodyProps;
  // Keyed: one module's failure and retry count never carry over to another.
  return <RemoteComponentBody key={`${body.remote}|${body.expose}`} {...body} />;
}

/** Props of a module that takes none: one object, so a memoized boundary stays the same. */
const noProps: AnyProps = {};

function RemoteComponentBody({ remote, expose, props = noProps, loading, failed }: BodyProps) {
  const server = useContext(ServerRemotesContext);
  // A module already loaded skips Suspense, since React throttles reveals after a fallback.
  // Decided at mount, so the component never changes type under its state.
  const [readyAtMount] = useState(() => (server ? undefined : ready.get(moduleKey(remote, expose))));
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The same element while nothing it shows changes: React redraws a boundary still holding
  // server HTML when given new props, losing the server's page.
  const boundary = useMemo(
    () => (
      <Suspense fallback={loading instanceof Function ? loading(retry) : loading}>
        {server ? (
          <ServerRemote server={server} remote={remote} expose={expose} props={props} />
        ) : (
          /* Each caches, so the component identity is stable across renders. */
          createElement(readyAtMount ? readyAtMount.default : lazyRemote(remote, expose, attempt), props)
        )}
        <RenderedMark remote={remote} expose={expose} />
      </Suspense>
    ),
    [server, remote, expose, props, readyAtMount, attempt, retry, loading],
  );
  return (
    <RemoteErrorBoundary
      label={`${remote} ${expose}`}
      remote={remote}
      expose={expose}
      onRetry={retry}
      fallback={failed}
    >
      {boundary}
    </RemoteErrorBoundary>
  );
}

/**
 * Draws nothing; as a Suspense sibling its effect runs when the module's first render commits, to
 * report the render and mark this part of the page live (`hydrated:delivery`).
 */
export function RenderedMark({ remote, expose }: { remote: RemoteKey; expose: string }) {
  // As the commit happens (a passive effect may wait past more frames): its controls are live.
  useLayoutEffect(() => {
    reportRendered(remote, expose);
    markLive(`${remote}${expose === './App' ? '' : expose.slice(1)}`);
  }, [remote, expose]);
  return null;
}

/** On the server, from this request's remotes; a failure leaves its boundary to the browser. */
function ServerRemote({
  server,
  remote,
  expose,
  props,
}: {
  server: ServerRemotes;
  remote: RemoteKey;
  expose: string;
  props: AnyProps;
}) {
  const module = use(server.load(remote, expose)) as Loaded;
  return createElement(module.default, props);
}
