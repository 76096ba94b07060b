import { liveConfig } from '@zomato/serving/live-config';
import { withPageConfig } from './page-html.mjs';
import { createPageRenderer, pageUntouched } from './page-renderer.mjs';

/** Only a GET can be untouched by a switch: a POST's answer may draw a second section. */
const untouchedBy = (req, from, to) => req.method === 'GET' && pageUntouched(req.path, from, to);

/**
 * A page renderer remade after each switch of the config file (deploy/release/), so releases and
 * rollbacks need no restart. Only pages the switch changed wait for the remake; the rest are
 * answered by the warm renderer, so one section's release costs the others nothing.
 *
 * @param {object} options  createPageRenderer's, with configFile instead of runtimeConfig (and
 *   `makeRenderer` in its place, for tests)
 * @returns the respond(req, res) function, or null without a shell server build
 */
export async function createLiveRenderer({ configFile, makeRenderer = createPageRenderer, ...options }) {
  const read = liveConfig(configFile);
  let current = read();
  let respond = await makeRenderer({ ...options, runtimeConfig: current.config });
  if (!respond) return null;
  const first = respond;
  /** The remake under way: `{ stamp, done }`, the config it takes up and when it has settled. */
  let remaking;
  const remake = (next) =>
    (remaking ??= {
      stamp: next.stamp,
      done: (async () => {
        const started = performance.now();
        // Lanes whose section did not change go on in the new renderer (render-lanes.mjs).
        const made = await makeRenderer({ ...options, runtimeConfig: next.config, previous: respond });
        // The shell build was removed under the server: the previous renderer goes on.
        if (!made) throw new Error('no shell server build to render with');
        // Warmed before it answers: a lane still starting would leave its section to the browser.
        await made?.ready;
        const previous = respond;
        respond = made;
        current = next;
        console.log(
          `ssr: the switched runtime config taken up in ${Math.round(performance.now() - started)} ms`,
        );
        // Its renders under way finish first.
        setTimeout(() => previous.close?.(), 10000).unref();
      })()
        .catch((error) => {
          // The previous renderer goes on answering; the next request tries again.
          console.error(`ssr: the switched runtime config was not taken up: ${error?.message ?? error}`);
        })
        .finally(() => {
          remaking = undefined;
        }),
    });
  const follow = async (req) => {
    for (;;) {
      const next = read();
      if (next.stamp === current.stamp) return respond;
      const taken = remake(next);
      if (untouchedBy(req, current.config, next.config)) return respond;
      await taken.done;
      // That remake was for an earlier switch: wait for this config's (a failed one leaves the
      // previous renderer answering).
      if (taken.stamp === next.stamp) return respond;
    }
  };
  // Each page carries the site's config as it is now (./page-html.mjs).
  const respondLive = async (req, res) => {
    const answering = await follow(req);
    return withPageConfig(read().config, () => answering(req, res));
  };
  respondLive.close = () => respond.close?.();
  // Ready once the first renderer is warmed; a remake after a release is awaited by its requests.
  respondLive.isReady = () => first.isReady();
  respondLive.ready = () => first.ready;
  respondLive.laneStatus = () => respond.laneStatus();
  /** The config file as it is now, `{ config, stamp }` (taken up or not yet). */
  respondLive.liveConfig = read;
  return respondLive;
}
