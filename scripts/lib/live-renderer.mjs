import { createRequire } from 'node:module';
import { liveConfig } from './live-config.mjs';
import { createPageRenderer } from './ssr/page-renderer.mjs';

const require = createRequire(import.meta.url);
const { remotes } = require('../../tools/apps.cjs');

/**
 * Points the render process's federation host at a remote's new server entry. The loader
 * of shell/src/server registers the remotes of its config without `force`, which keeps an
 * entry already registered under the same name: after a release moves a remote to a new
 * version folder, the old entry would stay. The entry is the one the loader derives
 * (server/remoteEntry.js beside the manifest); this goes once the loader takes config
 * changes itself.
 */
function registerMovedRemotes(before, after, fileOrigin) {
  const instances = globalThis.__FEDERATION__?.__INSTANCES__ ?? [];
  for (const { key, name } of remotes) {
    const url = after.remotes?.[key];
    if (!url || url === before.remotes?.[key]) continue;
    const entry = new URL('server/remoteEntry.js', new URL(url, fileOrigin)).href;
    for (const instance of instances) {
      if (instance.options?.remotes?.some((remote) => remote.name === name))
        instance.registerRemotes([{ name, entry }], { force: true });
    }
  }
}

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
  let remaking;
  const follow = async () => {
    const next = read();
    if (next.stamp === current.stamp) return respond;
    remaking ??= (async () => {
      registerMovedRemotes(current.config, next.config, options.fileOrigin);
      respond = await createPageRenderer({ ...options, runtimeConfig: next.config });
      current = next;
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
  return async (req, res) => (await follow())(req, res);
}
