import * as federation from '@module-federation/enhanced/runtime';
import { ConfigError, getVisitorId, loadRuntimeConfig, registerSectionRemotes } from '@zomato/shared';
import { readDrawnVersions, readSsrData } from './page-data';
import { startRollout } from '../features/rollout/rollout-runtime';
import { askAgainForFailedPreloads } from '../lib/failed-preloads';
import { withDrawnVersions } from './drawn-versions';
import { nextTask } from '../lib/next-task';

const container = document.getElementById('root') as HTMLElement;
const bootFrameShown = container.querySelector('.boot') !== null;
askAgainForFailedPreloads();

// `eager`: in this chunk, preloaded with it. Evaluated in tasks apart from the config and rollout,
// React DOM in one and then the router and the routes: a press on the page the server drew (a link,
// a form) is taken between these tasks, and its next page does not wait for a long one to end.
const appCode = nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './start-app'));

loadRuntimeConfig()
  .then(async (live) => {
    // A server-rendered page's sections load at the versions they were drawn with (./drawn-versions.ts).
    const { config, redraw, sections } = withDrawnVersions(live, readDrawnVersions());
    const storage = (name: 'sessionStorage' | 'localStorage') => {
      try {
        return window[name];
      } catch {
        return undefined; // blocked storage: no override kept, no canary fallback remembered
      }
    };
    // Which build of each remote this tab loads, pinned to its digests (docs/releases.md#qa-overrides-canaries-and-integrity);
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
      void import('../features/qa-override/show-override-banner').then(({ showOverrideBanner }) =>
        showOverrideBanner(rollout.overrides, rollout.resetOverrides, container),
      );
    // Section health: its collector (a chunk of its own, with web-vitals) starts when the page
    // has loaded and the main thread is idle, never on the first paint's path
    // (docs/section-health.md#section-health).
    const startTelemetry = () =>
      requestIdleCallback(
        () =>
          void import(/* webpackChunkName: "telemetry" */ '../features/telemetry/start-telemetry').then(
            (collector) => collector.startTelemetry(config.apiBase),
          ),
        { timeout: 5000 },
      );
    if (document.readyState === 'complete') startTelemetry();
    else addEventListener('load', startTelemetry, { once: true });
    const { startApp } = await appCode;
    // A page the server rendered carries its data: it is hydrated, not rendered.
    const ssrData = readSsrData();
    // The server rendered the live versions: a tab with an override renders in the browser, and
    // so does a page drawn with a version no longer kept.
    void startApp(container, {
      hydrateFrom: ssrData && !accepted.length && !redraw ? ssrData : undefined,
      drawnSections: sections,
      renderInSlices: bootFrameShown && !ssrData,
    });
  })
  .catch((error: unknown) => {
    const problem =
      error instanceof ConfigError
        ? { key: error.key, message: error.message }
        : { key: '(file)', message: 'The runtime config could not be loaded.' };
    void appCode.then(({ showConfigError }) => showConfigError(container, problem));
  });
