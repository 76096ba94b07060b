const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The host page asks for the scripts it needs at start-up with <link rel="preload">, so
 * they download while main.js does. Without it they are requested only after main.js
 * has run the federation runtime: one round trip later (150 ms on a mobile network).
 * Start-up needs the chunks behind `import('./bootstrap')` and the shared modules the
 * host provides (with `loaded-first` the host's own copies are the ones used).
 *
 * The entry script itself gets `fetchpriority="high"`: a deferred script is fetched at Low
 * priority, behind the page's image preloads on an HTTP/1.1 connection (six per host), and
 * arrived after its own preloaded chunks (a trace of /delivery: main.js answered at 727 ms,
 * its chunks at 228-610 ms), holding up hydration.
 */
function startupScripts(compilation) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const addGroup = (group) => {
    for (const chunk of group?.chunks ?? [])
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  };
  const entrypoint = compilation.entrypoints.get('main');
  const entryFiles = new Set(entrypoint.getFiles());
  for (const chunk of entrypoint.chunks)
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk))
      for (const block of module.blocks) addGroup(chunkGraph.getBlockChunkGroup(block));
  for (const module of compilation.modules)
    if (module.constructor.name === 'ProvideSharedModule')
      for (const block of module.blocks) addGroup(chunkGraph.getBlockChunkGroup(block));
  return [...files].filter((file) => !entryFiles.has(file)).sort();
}

class PreloadStartupPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupPlugin', (data) => {
        const publicPath = data.publicPath ?? '/';
        const links = startupScripts(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${publicPath}${file}`,
          }),
        );
        for (const tag of data.headTags)
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupPlugin };
