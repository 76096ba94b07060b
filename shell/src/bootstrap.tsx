import * as federation from '@module-federation/enhanced/runtime';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError, loadRuntimeConfig, readSsrData, registerSectionRemotes } from '@zomato/shared';
import { App } from './app/app';
import { ConfigErrorPage } from './features/config-error/config-error-page';
import { hydratePage } from './features/hydration/hydrate-page';

const container = document.getElementById('root') as HTMLElement;
// A page the server rendered (issue 14) carries its data; it is hydrated, not rendered.
const ssrData = readSsrData();
const root = ssrData ? undefined : createRoot(container);
// A section page shows the wordmark until the app replaces it (index.html): its first
// render is then a transition, done in slices that leave the main thread free. The
// landing page has no wordmark to show (landing.html): it renders at once, so its frame
// paints without waiting for the parts still loading (such as the navigation bar).
const bootFrameShown = container.querySelector('.boot') !== null;

loadRuntimeConfig()
  .then((config) => {
    registerSectionRemotes(config, federation);
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
    if (ssrData) return hydratePage(container, ssrData);
    if (!root) return undefined;
    const renderApp = () =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    if (bootFrameShown) startTransition(renderApp);
    else renderApp();
  })
  .catch((error: unknown) => {
    const problem =
      error instanceof ConfigError
        ? { key: error.key, message: error.message }
        : { key: '(file)', message: 'The runtime config could not be loaded.' };
    (root ?? createRoot(container)).render(<ConfigErrorPage problem={problem} />);
  });
