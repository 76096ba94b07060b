import * as runtimeCore from '@module-federation/runtime-core';

/**
 * Remote entries are built with `experiments.externalRuntime` and read the federation
 * runtime from this global instead of carrying their own 56 KB copy (docs/decisions/0003-external-federation-runtime.md).
 * The host sets it as soon as its runtime starts, before any remote entry loads; a
 * remote's standalone page loads this file as its first script (federation-runtime.js).
 * The official inject-external-runtime-core-plugin does the same but pulls in a second,
 * CommonJS copy of the runtime; importing the ES module here shares the host's own copy.
 */
globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;

export default function provideFederationRuntime() {
  return { name: 'zomato-provide-runtime-core' };
}
