import { Component, type ReactNode } from 'react';

interface Props {
  label: string;
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
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
