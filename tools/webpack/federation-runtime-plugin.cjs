/* global document */
/**
 * Federation runtime plugin used by every build.
 * - Remote entry scripts get the same 120 s as webpack's chunkLoadTimeout (the runtime's
 *   own default is 20 s); attributes are copied because returning an object skips them.
 */
const remoteEntryTimeoutMs = 120000;

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
      return { script, timeout: remoteEntryTimeoutMs };
    },
  };
};
