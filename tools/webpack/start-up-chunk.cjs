/**
 * The host's first load of its own code in one file: brotli compresses one file better than two
 * halves, and each file costs a wrapper and a request. Host only; a remote's merged chunks
 * come out larger.
 *
 * @param {{ isHost: boolean }} app
 * @returns {false | { chunks: (chunk: import('webpack').Chunk) => boolean, test: (module: import('webpack').Module) => boolean, name: string, enforce: boolean }}
 */
function startUpChunk({ isHost }) {
  if (!isHost) return false;
  /**
   * What made each group of a chunk: a request (`./bootstrap`) or a shared module it provides.
   * @param {import('webpack').Chunk} chunk
   */
  const originsOf = (chunk) =>
    [...chunk.groupsIterable].flatMap((group) =>
      group.origins.map((origin) =>
        origin.module?.constructor.name === 'ProvideSharedModule'
          ? `provide:${/** @type {{ _name: string }} */ (/** @type {unknown} */ (origin.module))._name}`
          : origin.request,
      ),
    );
  const firstLoad = ['./bootstrap', 'provide:@zomato/shared'];
  return {
    chunks: (chunk) => originsOf(chunk).some((origin) => firstLoad.includes(origin)),
    // Modules with a source of ours (and the federation runtime's): never a shared module's
    // provide or consume, whose chunks the federation runtime maps itself.
    test: (module) =>
      /[\\/](shared|shell|section-ui)[\\/]src[\\/]|@module-federation/.test(
        /** @type {{ resource?: string }} */ (module).resource ?? '',
      ),
    name: 'start-up',
    enforce: true,
  };
}

module.exports = { startUpChunk };
