/* global document */
const { loadTimeoutMs } = require('./load-timeout.cjs');

/**
 * Federation runtime plugin used by every build.
 * - Remote entry scripts get the same time as webpack's chunks (load-timeout.cjs);
 *   attributes are copied because returning an object skips them.
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
      return { script, timeout: loadTimeoutMs };
    },
  };
};
