import * as federation from '@module-federation/enhanced/runtime';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  ConfigError,
  getVisitorId,
  loadRuntimeConfig,
  readSsrData,
  registerSectionRemotes,
  startRollout,
} from '@zomato/shared';
import { App } from './app/app';
import { hydratePage } from './features/hydration/hydrate-page';

const container = document.getElementById('root') as HTMLElement;
// A page the server rendered (issue 14) carries its data; it is hydrated, not rendered.
const ssrData = readSsrData();
let root = ssrData ? undefined : createRoot(container);
// A section page shows the wordmark until the app replaces it (index.html): its first
// render is then a transition, done in slices that leave the main thread free. The
// landing page has no wordmark to show (landing.html): it renders at once, so its frame
// paints without waiting for the parts still loading (such as the navigation bar).
const bootFrameShown = container.querySelector('.boot') !== null;

loadRuntimeConfig()
  .then(async (config) => {
    const storage = (name: 'sessionStorage' | 'localStorage') => {
      try {
        return window[name];
      } catch {
        return undefined; // blocked storage: no override kept, no canary fallback remembered
      }
    };
    // Which build of each remote this tab loads, pinned to its digests (docs/architecture.md#qa-overrides-canaries-and-integrity);
    // the override and canary code loads only for a tab that asks for an override, or a config with a canary.
    const rollout = await startRollout(config, federation, {
      visitorId: getVisitorId(),
      location: window.location,
      session: storage('sessionStorage'),
      local: storage('localStorage'),
    });
    registerSectionRemotes(rollout.config, rollout.runtime);
    const { accepted, refused } = rollout.overrides;
    if (accepted.length || refused.length)
      void import('./features/qa-override/show-override-banner').then(({ showOverrideBanner }) =>
        showOverrideBanner(rollout.overrides, rollout.resetOverrides, container),
      );
    // Section health: its collector (a chunk of its own, with web-vitals) starts when the page
    // has loaded and the main thread is idle, never on the first paint's path
    // (docs/architecture.md#section-health).
    const startTelemetry = () =>
      requestIdleCallback(
        () =>
          void import(/* webpackChunkName: "telemetry" */ './features/telemetry/start-telemetry').then(
            (collector) => collector.startTelemetry(config.apiBase),
          ),
        { timeout: 5000 },
      );
    if (document.readyState === 'complete') startTelemetry();
    else addEventListener('load', startTelemetry, { once: true });
    // The server rendered the live versions: a tab with an override renders in the browser.
    if (ssrData && !accepted.length) return hydratePage(container, ssrData);
    const appRoot = (root ??= createRoot(container));
    const renderApp = () =>
      appRoot.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    if (bootFrameShown && !ssrData) startTransition(renderApp);
    else renderApp();
  })
  .catch((error: unknown) => {
    const problem =
      error instanceof ConfigError
        ? { key: error.key, message: error.message }
        : { key: '(file)', message: 'The runtime config could not be loaded.' };
    // A broken config is rare: its page is a chunk of its own, not in every visit's JS.
    void import(/* webpackChunkName: "config-error" */ './features/config-error/config-error-page').then(
      ({ ConfigErrorPage }) => (root ?? createRoot(container)).render(<ConfigErrorPage problem={problem} />),
    );
  });
