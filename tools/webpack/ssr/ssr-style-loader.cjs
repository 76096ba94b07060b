const path = require('node:path');
const { stylesheetKey } = require('../css-files.cjs');

const registry = path.join(__dirname, 'style-registry.mjs');

/**
 * The server builds' stand-in for the browser build's CSS handling: no document to put a
 * <style> in, so each stylesheet is handed to a registry under the app's name and its path
 * from the repository root (css-files.cjs), with its compiled text. The renderer puts in the
 * page the browser build's CSS files that hold those stylesheets (css-index.json), or the text
 * itself where it finds no such file. Class names are css-loader's, as in the browser build.
 */
module.exports = function ssrStyleLoader() {};

/**
 * @this {import('webpack').LoaderContext<{ app: string }>}
 * @param {string} remainingRequest
 * @returns {string}
 */
module.exports.pitch = function pitch(remainingRequest) {
  const { app } = this.getOptions();
  const stringify = (request) => JSON.stringify(this.utils.contextify(this.context, request));
  const key = JSON.stringify(stylesheetKey(this.resourcePath));
  return [
    `import registerStyle from ${stringify(registry)};`,
    `import content from ${stringify(`!!${remainingRequest}`)};`,
    `registerStyle(${JSON.stringify(app)}, ${key}, String(content));`,
    'export default content.locals;',
  ].join('\n');
};
