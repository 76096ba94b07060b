import {
  createElement,
  lazy,
  Suspense,
  use,
  useContext,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteKey } from '../config/runtime-config';
import { loadRemoteModule } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { ServerRemotesContext, type ServerRemotes } from '../ssr/server-remotes';

type Loaded = { default: ComponentType<Record<string, unknown>> };
type LazyRemote = LazyExoticComponent<Loaded['default']>;

/** One lazy component per remote, module and attempt, so renders never recreate it. */
const lazyRemotes = new Map<string, LazyRemote>();
function lazyRemote(remote: RemoteKey, expose: string, attempt: number): LazyRemote {
  const key = `${remote}|${expose}|${attempt}`;
  let component = lazyRemotes.get(key);
  if (!component) {
    component = lazy(() => loadRemoteModule<Loaded>(remote, expose, attempt > 0));
    lazyRemotes.set(key, component);
  }
  return component;
}

export interface RemoteComponentProps {
  remote: RemoteKey;
  /** The exposed module, e.g. './App' or './CartView'. */
  expose: string;
  props?: Record<string, unknown>;
  /** Shown while the remote loads; given `retry` so a slow load can be started again. */
  loading: ReactNode | ((retry: () => void) => ReactNode);
  /** Shown when it failed; `retry` loads it again. */
  failed: (retry: () => void) => ReactNode;
}

/**
 * Renders a module another app exposes, through federation, with Suspense, an error
 * boundary and a retry (docs/architecture.md#federation: remotes never import each other's source).
 */
export function RemoteComponent(componentProps: RemoteComponentProps) {
  // Keyed: one module's failure and retry count never carry over to another.
  return (
    <RemoteComponentBody key={`${componentProps.remote}|${componentProps.expose}`} {...componentProps} />
  );
}

function RemoteComponentBody({ remote, expose, props = {}, loading, failed }: RemoteComponentProps) {
  const server = useContext(ServerRemotesContext);
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  const pending = loading instanceof Function ? loading(retry) : loading;
  return (
    <RemoteErrorBoundary label={`${remote} ${expose}`} onRetry={retry} fallback={failed}>
      <Suspense fallback={pending}>
        {server ? (
          <ServerRemote server={server} remote={remote} expose={expose} props={props} />
        ) : (
          /* lazyRemote caches, so the component identity is stable across renders. */
          createElement(lazyRemote(remote, expose, attempt), props)
        )}
      </Suspense>
    </RemoteErrorBoundary>
  );
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
  props: Record<string, unknown>;
}) {
  const module = use(server.load(remote, expose)) as Loaded;
  return createElement(module.default, props);
}
