/**
 * Minifies a stylesheet before css-loader reads it (production builds): the CSS travels
 * as the builds' CSS files (css-files.cjs) and inline in every server-rendered page, so its
 * comments and spaces cost bytes twice. clean-css at level 1 only rewrites within a rule
 * (whitespace, comments, shorter values); CSS Modules syntax (:global, composes) passes.
 */
const CleanCSS = require('clean-css');

const minifier = new CleanCSS({ level: 1 });

/**
 * @this {import('webpack').LoaderContext<object>}
 * @param {string} source
 * @returns {string}
 */
module.exports = function minifyCss(source) {
  const { styles, errors, warnings } = minifier.minify(source);
  if (errors.length) {
    this.emitError(new Error(`clean-css: ${errors.join('; ')}`));
    return source;
  }
  for (const warning of warnings) this.emitWarning(new Error(`clean-css: ${warning}`));
  return styles;
};
