import {
  createElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteKey } from '../config/runtime-config';
import { loadRemoteModule } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';

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
 * boundary and a retry (DESIGN section 1: remotes never import each other's source).
 */
export function RemoteComponent(componentProps: RemoteComponentProps) {
  // Keyed: one module's failure and retry count never carry over to another.
  return (
    <RemoteComponentBody key={`${componentProps.remote}|${componentProps.expose}`} {...componentProps} />
  );
}

function RemoteComponentBody({ remote, expose, props = {}, loading, failed }: RemoteComponentProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  const pending = loading instanceof Function ? loading(retry) : loading;
  return (
    <RemoteErrorBoundary label={`${remote} ${expose}`} onRetry={retry} fallback={failed}>
      <Suspense fallback={pending}>
        {/* lazyRemote caches, so the component identity is stable across renders. */}
        {createElement(lazyRemote(remote, expose, attempt), props)}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
