import { Component, type ReactNode } from 'react';
import type { RemoteKey } from '../config/runtime-config';
import { reportBoundaryCatch } from './remote-load-report';

interface Props {
  label: string;
  /** The remote and module inside, to whom a catch is attributed (section health). */
  remote?: RemoteKey;
  expose?: string;
  onRetry: () => void;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches a remote module that failed to load or threw while rendering. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[federation] ${this.props.label} failed`, error);
    const { remote, expose } = this.props;
    if (remote && expose) reportBoundaryCatch(remote, expose, error);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
