/* global document */
const { loadTimeoutMs } = require('./load-timeout.cjs');

/**
 * Federation runtime plugin used by every build.
 * - Remote entry scripts get the same time as webpack's chunks (load-timeout.cjs);
 *   attributes are copied because returning an object skips them.
 * - A remote entry of a released version gets the sha384 digest recorded at its release
 *   (`integrity`, docs/architecture.md#qa-overrides-canaries-and-integrity), as its chunks do
 *   (script-integrity-plugin.cjs).
 * - A CSS file the server-rendered page already holds (`<style data-href>`, css-files.cjs) is
 *   not fetched again by the runtime's preloading of a module's files.
 */

const pageHolds = (url) => {
  const name = url.slice(url.lastIndexOf('/') + 1);
  for (const style of document.querySelectorAll('style[data-href]'))
    if (style.getAttribute('data-href') === name) return true;
  return false;
};

module.exports = function federationRuntimePlugin() {
  return {
    name: 'zomato-timeouts',
    createScript({ url, attrs }) {
      if (typeof document === 'undefined') return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      for (const [name, value] of Object.entries(attrs || {})) {
        if (name === 'async' || name === 'defer') script[name] = value;
        else script.setAttribute(name, value);
      }
      const integrity = globalThis.__zomatoScriptIntegrity?.(script.src);
      if (integrity) script.integrity = integrity;
      return { script, timeout: loadTimeoutMs };
    },
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
