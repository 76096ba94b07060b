const { RuntimeGlobals, RuntimeModule, Template } = require('webpack');
const { LoadScriptRuntimeModule } = require('webpack').runtime;

/**
 * Waits, before a chunk's script is made, until the page knows its digest: the first load's
 * digests come with the page's first map, the others with the version's integrity.json,
 * read when a chunk the first map does not name is first needed (`__zomatoScriptIntegrityReady`).
 * A map that cannot be trusted fails the chunk as an integrity failure.
 */
class WaitForDigestRuntimeModule extends RuntimeModule {
  constructor() {
    super('wait for script digests', RuntimeModule.STAGE_ATTACH);
  }

  /** @override */
  generate() {
    const loadScript = RuntimeGlobals.loadScript;
    return Template.asString([
      `var load = ${loadScript};`,
      `${loadScript} = function (url, done, key, chunkId) {`,
      Template.indent([
        "var ready = typeof __zomatoScriptIntegrityReady === 'function' && __zomatoScriptIntegrityReady(url);",
        'if (!ready) return load(url, done, key, chunkId);',
        'ready.then(',
        Template.indent([
          'function () { load(url, done, key, chunkId); },',
          "function () { done({ type: 'integrity', target: { src: url } }); }",
        ]),
        ');',
      ]),
      '};',
    ]);
  }
}

/**
 * Chunks of a released remote load with the sha384 digest recorded at its release
 * (docs/releases.md#qa-overrides-canaries-and-integrity), so the browser refuses a chunk changed
 * on the server. Chunks with no digest (dev, unreleased builds) load without one.
 */
class ScriptIntegrityPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ScriptIntegrityPlugin', (compilation) => {
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        'ScriptIntegrityPlugin',
        (source) =>
          [
            source,
            "var sri = typeof __zomatoScriptIntegrity === 'function' && __zomatoScriptIntegrity(script.src);",
            'if (sri) script.integrity = sri;',
            // Not the failed preload of this address, if it had one (shell/src/lib/failed-preloads.ts).
            "if (typeof __zomatoScriptUrl === 'function') script.src = __zomatoScriptUrl(script.src);",
          ].join('\n'),
      );
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.loadScript)
        // Before webpack's own tap, which ends the hook once it has added the loader.
        .tap({ name: 'ScriptIntegrityPlugin', stage: -100 }, (chunk) => {
          compilation.addRuntimeModule(chunk, new WaitForDigestRuntimeModule());
        });
    });
  }
}

module.exports = { ScriptIntegrityPlugin };
