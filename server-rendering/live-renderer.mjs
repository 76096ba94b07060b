import { liveConfig } from '../deploy/serving/live-config.mjs';
import { createPageRenderer } from './page-renderer.mjs';

/**
 * The page renderer of a site whose runtime config file a release switches
 * (deploy/release/): on the first request after a switch it is made again from the new
 * config, so a remote released or rolled back renders from its new version on the next
 * request, with no restart. Requests meanwhile wait for the one remake.
 *
 * @param {object} options  createPageRenderer's, with configFile instead of runtimeConfig
 * @returns the respond(req, res) function, or null without a shell server build
 */
export async function createLiveRenderer({ configFile, ...options }) {
  const read = liveConfig(configFile);
  let current = read();
  let respond = await createPageRenderer({ ...options, runtimeConfig: current.config });
  if (!respond) return null;
  const first = respond;
  let remaking;
  const follow = async () => {
    const next = read();
    if (next.stamp === current.stamp) return respond;
    remaking ??= (async () => {
      const previous = respond;
      // Lanes whose section did not change go on in the new renderer (render-lanes.mjs).
      const made = await createPageRenderer({ ...options, runtimeConfig: next.config, previous: respond });
      // Warmed before it answers: a lane still starting would leave its section to the browser.
      await made?.ready;
      respond = made;
      current = next;
      // Its renders under way finish first.
      setTimeout(() => previous.close?.(), 10000).unref();
    })()
      .catch((error) => {
        // The previous renderer goes on answering; the next request tries again.
        console.error(`ssr: the switched runtime config was not taken up: ${error?.message ?? error}`);
      })
      .finally(() => {
        remaking = undefined;
      });
    await remaking;
    return respond;
  };
  const respondLive = async (req, res) => (await follow())(req, res);
  respondLive.close = () => respond.close?.();
  // Ready once the first renderer is warmed; a remake after a release is awaited by its requests.
  respondLive.isReady = () => first.isReady();
  respondLive.ready = () => first.ready;
  respondLive.laneStatus = () => respond.laneStatus();
  return respondLive;
}
