import { Component, type ReactNode } from 'react';
import styles from './remote-section.module.css';

interface Props {
  sectionName: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a section that failed to load or threw; the rest of the site keeps working. */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[shell] ${this.props.sectionName} failed`, error);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={styles.fallback} role="alert" aria-labelledby="section-fallback-title">
        <h2 id="section-fallback-title" className={styles.fallbackTitle}>
          {this.props.sectionName} is unavailable right now
        </h2>
        <p className={styles.fallbackText}>
          This part of the site could not be loaded. The rest of the site still works.
        </p>
        <button type="button" className={styles.retry} onClick={this.retry}>
          Retry
        </button>
      </section>
    );
  }
}
