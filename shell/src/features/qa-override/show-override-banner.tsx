import { createRoot } from 'react-dom/client';
import type { OverrideState } from '../rollout/remote-overrides';
import { OverrideBanner } from './override-banner';

/** Mounts the banner in its own element before the page's root (loaded only when a tab has an override). */
export function showOverrideBanner(state: OverrideState, reset: () => void, container: HTMLElement) {
  const host = document.createElement('div');
  container.before(host);
  createRoot(host).render(<OverrideBanner state={state} onReset={reset} />);
}
