/**
 * Minifies a stylesheet before css-loader (production): CSS ships both as files and inline in
 * every server-rendered page. clean-css level 1 rewrites only within a rule, so CSS Modules
 * syntax passes.
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
