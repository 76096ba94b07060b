/* global document */
const { loadTimeoutMs } = require('./load-timeout.cjs');

/**
 * Federation runtime plugin used by every build.
 * - Remote entry scripts get the same time as webpack's chunks (load-timeout.cjs);
 *   attributes are copied because returning an object skips them.
 * - A remote entry of a released version gets the sha384 digest recorded at its release
 *   (`integrity`, docs/releases.md#qa-overrides-canaries-and-integrity), as its chunks do
 *   (script-integrity-plugin.cjs).
 * - A script whose start-up preload failed is asked for anew (`__zomatoScriptUrl`), as chunks are.
 * - The runtime's preloads of a module's scripts carry the same digest as the script that will
 *   use them: a preload whose integrity differs is not used, and the script is fetched again.
 */

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
      // Not the failed preload of this address, if it had one (shell/src/lib/failed-preloads.ts).
      if (globalThis.__zomatoScriptUrl) script.src = globalThis.__zomatoScriptUrl(script.src);
      return { script, timeout: loadTimeoutMs };
    },
    createLink({ url, attrs }) {
      if (typeof document === 'undefined' || !attrs || attrs.as !== 'script') return undefined;
      const integrity = globalThis.__zomatoScriptIntegrity?.(new URL(url, document.baseURI).href);
      if (!integrity) return undefined;
      const link = document.createElement('link');
      link.setAttribute('href', url);
      for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
      link.integrity = integrity;
      return link;
    },
  };
};
