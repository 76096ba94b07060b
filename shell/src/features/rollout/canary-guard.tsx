import { Component, createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type AnyProps = Record<string, unknown>;
type Module = { default?: unknown };

interface GuardProps {
  canary: ComponentType<AnyProps>;
  stable: ComponentType<AnyProps>;
  onFailed: () => void;
  props: AnyProps;
}

/** Renders the canary's component; if it throws, the stable version's instead (no error page). */
class CanaryGuard extends Component<GuardProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed();
  }

  override render(): ReactNode {
    const { failed } = this.state;
    const { canary, stable, props } = this.props;
    return failed
      ? createElement(Suspense, { fallback: null }, createElement(stable, props))
      : createElement(canary, props);
  }
}

/**
 * A canary's exposed component, guarded (docs/releases.md#qa-overrides-canaries-and-integrity):
 * a throw on render calls `onFailed` (which switches the remote to its stable version) and
 * renders the same module loaded again, now from the stable version.
 */
export function guardCanaryModule<M extends Module>(
  module: M,
  onFailed: () => void,
  loadStable: () => Promise<M>,
): M {
  if (typeof module.default !== 'function') return module;
  const canary = module.default as ComponentType<AnyProps>;
  const stable = lazy(async () => {
    const loaded = await loadStable();
    return { default: loaded.default as ComponentType<AnyProps> };
  });
  const Guarded = (props: AnyProps) => createElement(CanaryGuard, { canary, stable, onFailed, props });
  return { ...module, default: Guarded };
}
