import {
  createElement,
  lazy,
  Suspense,
  use,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteKey } from '../config/runtime-config';
import type { ComponentExposeOf, ExposedProps, NoProps } from './contract';
import { loadRemoteModule } from './remote-registry';
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

/** One load and one lazy component per remote, module and attempt, so renders never recreate them. */
const loads = new Map<string, Promise<Loaded>>();
const lazyRemotes = new Map<string, LazyRemote>();
const attemptKey = (remote: RemoteKey, expose: string, attempt: number) => `${remote}|${expose}|${attempt}`;
function loadOnce(remote: RemoteKey, expose: string, attempt: number): Promise<Loaded> {
  const key = attemptKey(remote, expose, attempt);
  let load = loads.get(key);
  if (!load) {
    load = loadAnyModule(remote, expose, attempt > 0);
    loads.set(key, load);
  }
  return load;
}
function lazyRemote(remote: RemoteKey, expose: string, attempt: number): LazyRemote {
  const key = attemptKey(remote, expose, attempt);
  let component = lazyRemotes.get(key);
  if (!component) {
    component = lazy(() => loadOnce(remote, expose, attempt));
    lazyRemotes.set(key, component);
  }
  return component;
}

/**
 * Starts loading a module a RemoteComponent is about to show (its first attempt), so its code
 * arrives while something else is under way (ADD TO CART's post). A failure here is the
 * component's to show.
 */
export function startRemoteLoad<R extends RemoteKey>(remote: R, expose: ComponentExposeOf<R>): void {
  loadOnce(remote, expose, 0).catch(() => undefined);
}

/** `props` is required when the exposed component has a required prop (./federation/contract.ts). */
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

function RemoteComponentBody({ remote, expose, props = {}, loading, failed }: BodyProps) {
  const server = useContext(ServerRemotesContext);
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  const pending = loading instanceof Function ? loading(retry) : loading;
  return (
    <RemoteErrorBoundary
      label={`${remote} ${expose}`}
      remote={remote}
      expose={expose}
      onRetry={retry}
      fallback={failed}
    >
      <Suspense fallback={pending}>
        {server ? (
          <ServerRemote server={server} remote={remote} expose={expose} props={props} />
        ) : (
          /* lazyRemote caches, so the component identity is stable across renders. */
          createElement(lazyRemote(remote, expose, attempt), props)
        )}
        <RenderedMark remote={remote} expose={expose} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * Draws nothing; its effect runs when the module's first render is committed (siblings in a
 * Suspense boundary commit together): the load's render phase (section health).
 */
function RenderedMark({ remote, expose }: { remote: RemoteKey; expose: string }) {
  useEffect(() => reportRendered(remote, expose), [remote, expose]);
  return null;
}

/**
 * On the server (issue 14), the module comes from this request's remotes. A remote that
 * fails there fails its Suspense boundary, which the browser then renders as it always has.
 */
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
