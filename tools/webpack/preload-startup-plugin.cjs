const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { Compilation, sources } = require('webpack');
const { styleText } = require('../style-text.cjs');

/**
 * The start-up list (`start-up.json`: main.js and the chunks above) a server-rendered page's
 * template (shell/src/entry/page.html) writes into its head: main.js deferred, the chunks
 * preloaded, as the static page's.
 */
const startUpList = 'start-up.json';
const pageTemplateFile = 'server/page.html.template'; // read by server-rendering/page-html.mjs

/**
 * The host page preloads its start-up scripts (the chunks behind `import('./bootstrap')` and the
 * shared modules they use) so they download with main.js, not a round trip after it. A shared
 * module only a later chunk uses is left to that chunk.
 *
 * The entry script gets `fetchpriority="high"`: deferred scripts are fetched at Low priority,
 * behind image preloads, and would hold up hydration.
 */
function startupScripts(compilation) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const chunks = new Set();
  const addGroup = (group) => {
    for (const chunk of group?.chunks ?? []) {
      chunks.add(chunk);
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  };
  const entrypoint = compilation.entrypoints.get('main');
  const entryFiles = new Set(entrypoint.getFiles());
  for (const chunk of entrypoint.chunks) {
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk))
      for (const block of module.blocks) addGroup(chunkGraph.getBlockChunkGroup(block));
  }
  const provides = [...compilation.modules].filter(
    (module) => module.constructor.name === 'ProvideSharedModule',
  );
  const provided = new Set();
  for (let more = true; more;) {
    // The share keys the chunks so far consume; each one's provided copy joins them.
    const used = new Set();
    for (const chunk of chunks)
      for (const module of chunkGraph.getChunkModulesIterable(chunk))
        if (module.constructor.name === 'ConsumeSharedModule') used.add(module.options.shareKey);
    more = false;
    for (const module of provides) {
      if (provided.has(module) || !used.has(module._name)) continue;
      provided.add(module);
      more = true;
      for (const block of module.blocks) addGroup(chunkGraph.getBlockChunkGroup(block));
    }
  }
  return [...files].filter((file) => !entryFiles.has(file)).sort();
}

class PreloadStartupPlugin {
  apply(compiler) {
    // The app's own compilation (not html-webpack-plugin's child ones, which have no main).
    compiler.hooks.thisCompilation.tap('PreloadStartupPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadStartupPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const [main] = compilation.entrypoints
            .get('main')
            .getFiles()
            .filter((file) => file.endsWith('.js'));
          const list = {
            main: `/${main}`,
            scripts: startupScripts(compilation).map((file) => `/${file}`),
          };
          compilation.emitAsset(startUpList, new sources.RawSource(`${JSON.stringify(list, null, 2)}\n`));
        },
      );
    });
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

/**
 * The server-rendered page's template (`server/page.html.template`), with `<!--ssr:name-->` slots
 * that server-rendering/page-html.mjs fills. Not named .html: minifying would strip the slots.
 */
function serverPagePlugin(appDir) {
  const text = (compilation, file) => compilation.getAsset(file).source.source().toString();
  return new HtmlWebpackPlugin({
    filename: pageTemplateFile,
    template: path.join(appDir, 'src', 'entry', 'page.html'),
    inject: false,
    minify: false,
    chunks: ['main'],
    publicPath: '/',
    templateParameters: (compilation, assets) => ({
      startUp: JSON.parse(text(compilation, startUpList)),
      shellStyles: assets.css.map((href) => {
        const file = href.replace(/^\//, '');
        return { file, css: styleText(text(compilation, file)) };
      }),
    }),
  });
}

module.exports = { PreloadStartupPlugin, serverPagePlugin };
