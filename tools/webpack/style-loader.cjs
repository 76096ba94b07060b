const path = require('node:path');

const runtime = path.join(__dirname, 'inject-style.mjs');

/**
 * Puts a stylesheet compiled by css-loader into the page with a <style> element, and
 * exports its CSS Modules class names. It does what style-loader does for this site in a
 * few bytes: style-loader's runtime (insert options, nonces, old-IE paths) weighs 1.2 KB
 * compressed in every build a page loads.
 *
 * A production build runs css-loader's module while it builds (webpack's importModule, as
 * CSS extraction plugins do) and puts only its result in the bundle: the CSS as one string
 * (minified before css-loader read it, minify-css-loader.cjs) and the class names as an
 * object. css-loader's own runtime (the array of rules it joins in the browser) and a second
 * module per stylesheet stay out of every page's JS.
 */
module.exports = function styleLoader() {};

module.exports.pitch = function pitch(remainingRequest) {
  const stringify = (request) => JSON.stringify(this.utils.contextify(this.context, request));
  const compiled = `!!${remainingRequest}`;
  if (this.mode !== 'production') {
    return [
      `import injectStyle from ${stringify(runtime)};`,
      `import content from ${stringify(compiled)};`,
      'const style = injectStyle(String(content));',
      // `npm run dev`: an edited stylesheet replaces its old copy (the component that imports
      // it takes the update).
      'if (import.meta.webpackHot) import.meta.webpackHot.dispose(() => style.remove());',
      'export default content.locals;',
    ].join('\n');
  }
  const callback = this.async();
  this.importModule(compiled).then((exports) => {
    const content = exports.__esModule ? exports.default : exports;
    const locals = JSON.stringify(content.locals) ?? 'undefined';
    callback(
      null,
      [
        `import injectStyle from ${stringify(runtime)};`,
        `injectStyle(${JSON.stringify(String(content))});`,
        `export default ${locals};`,
      ].join('\n'),
    );
  }, callback);
};
