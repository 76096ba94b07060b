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
 * css-index.json: which of the build's CSS files holds each stylesheet. The render server
 * puts those files' text in the page, each under the name the browser's chunk loading
 * looks for (`<style data-href>`), so hydrating fetches none of them again and the page
 * holds all the CSS of what it shows (shell/src/server/stylesheets.ts).
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
 * How a remote's chunk loading adds a CSS file's `<link>`: through the page's digests
 * (`__zomatoPinStylesheet`, the shell's rollout/script-integrity.ts), which add it with the
 * sha384 digest recorded at its release; on a page without them (a standalone QA page), as is.
 * Webpack writes this function's text into the build's runtime.
 */
function addPinnedStylesheet(linkTag) {
  if (typeof __zomatoPinStylesheet == 'function') __zomatoPinStylesheet(linkTag);
  else document.head.appendChild(linkTag);
}

/**
 * Production browser builds put CSS in files (mini-css-extract-plugin: a CSS file beside
 * each chunk that has styles, loaded with the chunk by webpack's own chunk loading, which
 * waits for it), not in the scripts: a server-rendered page already holds its CSS, so the
 * scripts a first visit downloads carry none (docs/serving.md#css-files).
 * CSS Modules give every class a name of its own, so the order of files between chunks
 * cannot change a rule's meaning: the plugin's order warnings are off.
 * A remote's CSS files are pinned to its release like its scripts (`pinned`, addPinnedStylesheet).
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
