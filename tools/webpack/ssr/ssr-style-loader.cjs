const path = require('node:path');

const registry = path.join(__dirname, 'style-registry.mjs');

/**
 * The server builds' stand-in for tools/webpack/style-loader.cjs: no document to put a
 * <style> in, so the compiled CSS is handed to a registry under the app's name, and the
 * renderer writes each app's CSS into the page (the browser then adds the same CSS again
 * when its own bundles load, which changes nothing). Class names are css-loader's, as in
 * the browser build.
 */
module.exports = function ssrStyleLoader() {};

module.exports.pitch = function pitch(remainingRequest) {
  const { app } = this.getOptions();
  const stringify = (request) => JSON.stringify(this.utils.contextify(this.context, request));
  return [
    `import registerStyle from ${stringify(registry)};`,
    `import content from ${stringify(`!!${remainingRequest}`)};`,
    `registerStyle(${JSON.stringify(app)}, String(content));`,
    'export default content.locals;',
  ].join('\n');
};
