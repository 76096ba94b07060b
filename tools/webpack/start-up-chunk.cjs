/**
 * A page's first load of an app's own code in one file, not several: brotli compresses one
 * file better than two halves (what they share, from React's names to the store's, is written
 * once), and each file costs its own wrapper and request (`node bench/modules.mjs` shows it).
 *
 * The host's: the chunks behind `import('./bootstrap')` (the shell's code) and those of the
 * @zomato/shared singleton it provides (with `loaded-first`, the copy every page uses), with the
 * federation runtime's module that the start-up imports. Not a remote's: its `./App` chunks
 * merged so come out larger than the two files they were.
 *
 * What else a chunk of theirs holds (React, axios) stays in the files it shares with the rest;
 * a module that a later chunk also uses stays where it is, one copy, now loaded first.
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
