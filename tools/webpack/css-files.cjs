const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/** Where the stylesheet index of a browser build goes (beside its scripts). */
const cssIndexFile = 'css-index.json';

const repoRoot = path.join(__dirname, '..', '..');

/**
 * A stylesheet's name in both builds: its path from the repository root, so the server
 * build (ssr/ssr-style-loader.cjs) and the browser build (css-index.json) name it alike.
 */
const stylesheetKey = (resourcePath) => path.relative(repoRoot, resourcePath).split(path.sep).join('/');

/**
 * css-index.json: which CSS file holds each stylesheet, so the render server can inline them
 * under the names chunk loading looks for and hydration fetches none again.
 */
class CssIndexPlugin {
  /** @param {string} entry the entry the site loads: the shell's page, or a remote's container */
  constructor(entry) {
    this.entry = entry;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CssIndexPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CssIndexPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const files = {};
          for (const chunk of siteChunks(compilation, this.entry)) {
            const css = [...chunk.files].filter((file) => file.endsWith('.css'));
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.type !== 'css/mini-extract') continue;
              const key = stylesheetKey(module.nameForCondition().replace(/\?.*$/, ''));
              files[key] = [...new Set([...(files[key] ?? []), ...css])].sort();
            }
          }
          const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
          compilation.emitAsset(
            cssIndexFile,
            new sources.RawSource(`${JSON.stringify({ files: sorted })}\n`),
          );
        },
      );
    });
  }
}

/**
 * The chunks the site can load from this build: those reached from `entry`, not a remote's
 * standalone page, nor a shared module's copy for when no build provides it (a consume
 * fallback: on the site the provided copy runs).
 */
function siteChunks(compilation, entry) {
  const { chunkGraph } = compilation;
  const fallbacks = new Set();
  for (const module of compilation.modules)
    if (module.constructor.name === 'ConsumeSharedModule')
      for (const block of module.blocks) fallbacks.add(chunkGraph.getBlockChunkGroup(block));
  const groups = new Set([compilation.entrypoints.get(entry)].filter(Boolean));
  for (const group of groups)
    for (const child of group.childrenIterable) if (!fallbacks.has(child)) groups.add(child);
  return new Set([...groups].flatMap((group) => group.chunks));
}

/* global document, __zomatoPinStylesheet */
/**
 * How a remote's chunk loading adds a CSS `<link>`: pinned to its release digest where the page
 * has `__zomatoPinStylesheet`, else as is. Webpack writes this function's text into the runtime.
 */
function addPinnedStylesheet(linkTag) {
  if (typeof __zomatoPinStylesheet == 'function') __zomatoPinStylesheet(linkTag);
  else document.head.appendChild(linkTag);
}

/**
 * Production browser builds put CSS in files, not scripts: a server-rendered page already holds
 * its CSS (docs/serving.md#css-files). Order warnings are off, since CSS Modules class names make
 * file order irrelevant. A remote's CSS is pinned to its release like its scripts.
 */
const cssFilePlugins = (entry, { pinned }) => [
  new MiniCssExtractPlugin({
    filename: '[name].[contenthash:8].css',
    // By id alone: a table of chunk names would be one more thing every first load carries.
    chunkFilename: '[id].[contenthash:8].css',
    ignoreOrder: true,
    ...(pinned ? { insert: addPinnedStylesheet } : {}),
  }),
  new CssIndexPlugin(entry),
];

module.exports = { cssFilePlugins, stylesheetKey, extractLoader: MiniCssExtractPlugin.loader };
