const path = require('node:path');

const runtime = path.join(__dirname, 'inject-style.mjs');

/**
 * `npm run dev`: puts a stylesheet compiled by css-loader into the page with a <style>
 * element and exports its CSS Modules class names; an edited stylesheet replaces its old
 * copy (the component that imports it takes the update). It does what style-loader does
 * for this site in a few lines. Production builds write CSS files instead (css-files.cjs).
 */
module.exports = function styleLoader() {};

module.exports.pitch = function pitch(remainingRequest) {
  const stringify = (request) => JSON.stringify(this.utils.contextify(this.context, request));
  return [
    `import injectStyle from ${stringify(runtime)};`,
    `import content from ${stringify(`!!${remainingRequest}`)};`,
    'const style = injectStyle(String(content));',
    'if (import.meta.webpackHot) import.meta.webpackHot.dispose(() => style.remove());',
    'export default content.locals;',
  ].join('\n');
};
