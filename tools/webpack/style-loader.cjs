const path = require('node:path');

const runtime = path.join(__dirname, 'inject-style.mjs');

/**
 * Puts a stylesheet compiled by css-loader into the page with a <style> element, and
 * exports its CSS Modules class names. It does what style-loader does for this site in a
 * few bytes: style-loader's runtime (insert options, nonces, old-IE paths) weighs 1.2 KB
 * compressed in every build a page loads.
 */
module.exports = function styleLoader() {};

module.exports.pitch = function pitch(remainingRequest) {
  const stringify = (request) => JSON.stringify(this.utils.contextify(this.context, request));
  return [
    `import injectStyle from ${stringify(runtime)};`,
    `import content from ${stringify(`!!${remainingRequest}`)};`,
    'const style = injectStyle(String(content));',
    // `npm run dev`: an edited stylesheet replaces its old copy (the component that imports
    // it takes the update); a build has no hot updates and drops this line.
    'if (import.meta.webpackHot) import.meta.webpackHot.dispose(() => style.remove());',
    'export default content.locals;',
  ].join('\n');
};
