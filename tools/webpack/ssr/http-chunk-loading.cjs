/* global __webpack_require__, __non_webpack_require__ */
/**
 * Federation runtime plugin of every remote's server bundle (create-server-config.cjs).
 *
 * The render server evaluates a remote's server/remoteEntry.js from a URL (the federation
 * runtime's Node loader: fetch + vm). Its async chunks would then be read from the disk
 * (webpack's `async-node` chunk loading), where they are not: this plugin fetches them
 * from the folder the entry came from instead, which is also what makes a remote
 * redeployed alone render from its new files. It also points the bundle's public path at
 * the browser build's folder, so asset URLs in the HTML are the ones the browser computes.
 * A chunk of a version the render server pins is run only if it is as released.
 * (@module-federation/node's runtime plugin does the same, with more cases.)
 */

/** The entry URL the host registered for this remote (the host's module cache knows it). */
function entryUrlOf(name) {
  const instances = globalThis.__FEDERATION__?.__INSTANCES__ ?? [];
  for (const instance of instances) {
    const entry = instance.moduleCache?.get(name)?.remoteInfo?.entry;
    if (entry && /^https?:/.test(entry)) return entry;
  }
  return undefined;
}

async function fetchChunk(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`chunk ${url} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  // Run only as released, when the render server pins this version (shell/src/server/server-code-check.ts).
  globalThis.__zomatoCheckServerCode?.(url, bytes);
  const source = bytes.toString('utf8');
  const vm = __non_webpack_require__('vm');
  const chunk = {};
  const wrapper = `(function(exports, require, __dirname, __filename) {${source}\n})`;
  new vm.Script(wrapper, { filename: url }).runInThisContext()(chunk, __non_webpack_require__, '.', url);
  return chunk;
}

function install(chunk, installed) {
  for (const id of Object.keys(chunk.modules ?? {})) __webpack_require__.m[id] = chunk.modules[id];
  if (chunk.runtime) chunk.runtime(__webpack_require__);
  for (const id of chunk.ids ?? []) installed[id] = 0;
}

module.exports = function httpChunkLoading() {
  return {
    name: 'zomato-http-chunk-loading',
    beforeInit(args) {
      const name = args.options.name;
      const installed = {};
      let base;
      const locate = () => {
        if (base) return base;
        const entry = entryUrlOf(name);
        if (!entry) throw new Error(`${name}: no entry URL registered, cannot load its chunks`);
        base = new URL('.', entry);
        // The render server says where the browser build lives (a path, as the page has it).
        const publicPaths = globalThis.__zomatoServerPublicPaths ?? {};
        __webpack_require__.p = publicPaths[name] ?? new URL('..', base).href;
        return base;
      };
      try {
        locate();
      } catch {
        // Not registered yet: found on the first chunk load.
      }
      const load = (chunkId, promises) => {
        const state = installed[chunkId];
        if (state === 0) return;
        // A chunk of shared-module lookups only has no file: webpack's file-name table
        // (`u`, [contenthash] per JS chunk) has no hash for it.
        const file = __webpack_require__.u(chunkId);
        if (file.includes('.undefined.')) {
          installed[chunkId] = 0;
          return;
        }
        if (state) {
          promises.push(state);
          return;
        }
        const promise = Promise.resolve()
          .then(() => fetchChunk(new URL(file, locate()).href))
          .then(
            (chunk) => install(chunk, installed),
            (error) => {
              delete installed[chunkId];
              throw error;
            },
          );
        installed[chunkId] = promise;
        promises.push(promise);
      };
      const handlers = __webpack_require__.f ?? {};
      if (handlers.readFileVm) handlers.readFileVm = load;
      if (handlers.require) handlers.require = load;
      return args;
    },
  };
};
