import { liveConfig } from '../deploy/serving/live-config.mjs';
import { withPageConfig } from './page-html.mjs';
import { createPageRenderer, pageUntouched } from './page-renderer.mjs';

/**
 * Whether a switch from one config to the next leaves a request's page as it was: a GET of a
 * page the switch left so (pageUntouched); an early answer (a POST) may draw a second section.
 */
const untouchedBy = (req, from, to) => req.method === 'GET' && pageUntouched(req.path, from, to);

/**
 * The page renderer of a site whose runtime config file a release switches
 * (deploy/release/): after a switch it is made again from the new config, so a remote
 * released or rolled back renders from its new version on the next request, with no restart.
 * Requests for the sections the switch changed (and /status, which shows every version) wait for
 * the one remake (after a switch made while an earlier one is being taken up, for the remake after
 * that one); every other page (other sections', and the shell's own, which draw none) is answered
 * meanwhile by the renderer already warm, whose lanes for them and kept pages go on in
 * the new one: a release of one section costs the others nothing (page-renderer.mjs' pageUntouched).
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
        // No shell server build any more (its files removed under the server): the previous goes on.
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
      // A remake for an earlier switch was under way: this request waits for its own config's.
      // One that failed leaves the previous renderer answering (the next request tries again).
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
