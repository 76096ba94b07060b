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
import type { ComponentExposeOf, ExposedProps, NoProps } from './contract';
import { loadRemoteModule } from './remote-registry';
import { markLive } from './live-mark';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { reportRendered } from './remote-load-report';
import { ServerRemotesContext, type ServerRemotes } from '../ssr/server-remotes';
import { SsrDataContext } from '../ssr/ssr-data';
import { pendingUntilLoaded, useLoadTrouble, type LoadTrouble } from './kept-server-html';

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
/**
 * Loads started ahead (startRemoteLoad), by module: the boundary over the server's HTML takes one
 * as its first attempt, so code that failed a moment before it asked is not asked for again.
 */
const startedAhead = new Map<string, Promise<Loaded>>();
const moduleKey = (remote: RemoteKey, expose: string) => `${remote}|${expose}`;
const attemptKey = (remote: RemoteKey, expose: string, attempt: number | 'kept') =>
  `${moduleKey(remote, expose)}|${attempt}`;
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
/** For hydration over the module's server HTML: pending (the HTML kept) until a load succeeds. */
function lazyKeepingServerHtml(remote: RemoteKey, expose: string): LazyRemote {
  const key = moduleKey(remote, expose);
  return cachedLazy(attemptKey(remote, expose, 'kept'), () =>
    pendingUntilLoaded(key, (attempt) => {
      const ahead = attempt ? undefined : startedAhead.get(key);
      startedAhead.delete(key);
      return ahead ?? loadOnce(remote, expose, attempt);
    }),
  );
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
export function startRemoteLoad<R extends RemoteKey>(remote: R, expose: ComponentExposeOf<R>): Promise<void> {
  const load = loadOnce(remote, expose, 0);
  startedAhead.set(moduleKey(remote, expose), load);
  return load.then(
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
  /**
   * Where the page hydrates this module's server HTML: shown beside that HTML, which stays, when
   * the module's code fails to load (./kept-server-html.ts). Without it, `failed` replaces it.
   */
  kept?: (trouble: LoadTrouble) => ReactNode;
} & PropsField<ExposedProps<R, E>>;

interface BodyProps {
  remote: RemoteKey;
  expose: string;
  props?: AnyProps;
  loading: RemoteComponentProps['loading'];
  failed: RemoteComponentProps['failed'];
  kept?: RemoteComponentProps['kept'];
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

function RemoteComponentBody({ remote, expose, props = noProps, loading, failed, kept }: BodyProps) {
  const server = useContext(ServerRemotesContext);
  const ssrData = useContext(SsrDataContext);
  // Mounted by hydration, over the module's server HTML: that HTML stays if the code fails.
  const [overServerHtml] = useState(() => kept !== undefined && !server && ssrData?.hydrating === true);
  // A module already loaded skips Suspense, since React throttles reveals after a fallback.
  // Decided at mount, so the component never changes type under its state.
  const [readyAtMount] = useState(() =>
    server || overServerHtml ? undefined : ready.get(moduleKey(remote, expose)),
  );
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
          createElement(
            readyAtMount
              ? readyAtMount.default
              : overServerHtml
                ? lazyKeepingServerHtml(remote, expose)
                : lazyRemote(remote, expose, attempt),
            props,
          )
        )}
        <RenderedMark remote={remote} expose={expose} />
      </Suspense>
    ),
    [server, remote, expose, props, overServerHtml, readyAtMount, attempt, retry, loading],
  );
  return (
    <RemoteErrorBoundary
      label={`${remote} ${expose}`}
      remote={remote}
      expose={expose}
      onRetry={retry}
      fallback={failed}
    >
      {overServerHtml && kept && <KeptHtmlNotice remote={remote} expose={expose} kept={kept} />}
      {boundary}
    </RemoteErrorBoundary>
  );
}

/** Its own subscriber: the boundary beside it, still server HTML, is never re-rendered by it. */
function KeptHtmlNotice({
  remote,
  expose,
  kept,
}: {
  remote: RemoteKey;
  expose: string;
  kept: NonNullable<RemoteComponentProps['kept']>;
}) {
  const trouble = useLoadTrouble(moduleKey(remote, expose));
  return trouble ? kept(trouble) : null;
}

/**
 * Draws nothing; as a Suspense sibling its effect runs when the module's first render commits, to
 * report the render and mark this part of the page live (`hydrated:delivery`).
 */
function RenderedMark({ remote, expose }: { remote: RemoteKey; expose: string }) {
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
