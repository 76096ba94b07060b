/* global document */

/** Whether the page already holds a CSS file (`<style data-href="<file name>">`, css-files.cjs). */
const pageHolds = (url) => {
  const name = url.slice(url.lastIndexOf('/') + 1);
  for (const style of document.querySelectorAll('style[data-href]'))
    if (style.getAttribute('data-href') === name) return true;
  return false;
};

/**
 * Federation runtime plugin of the host (the one that loads remotes): when it loads a remote
 * module it also preloads that module's files from the manifest, CSS as stylesheets; a CSS file
 * the server-rendered page already holds is not fetched again (docs/architecture.md#css-files).
 */
module.exports = function pageCssPlugin() {
  return {
    name: 'zomato-page-css',
    beforePreloadRemote(args) {
      if (typeof document === 'undefined') return args;
      for (const op of args.preloadOps) {
        const own = op.filter;
        op.filter = (url) => !(url.endsWith('.css') && pageHolds(url)) && (!own || own(url));
      }
      return args;
    },
  };
};
