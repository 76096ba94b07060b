const { LoadScriptRuntimeModule } = require('webpack').runtime;

/**
 * Chunks of a released remote load with the sha384 digest recorded at its release
 * (docs/architecture.md#qa-overrides-canaries-and-integrity): webpack's script loader asks the page
 * (`__zomatoScriptIntegrity`, set by @zomato/shared from the version's integrity.json) for the
 * chunk's digest and sets `integrity`; a chunk changed on the server is then refused by the
 * browser. Chunks it has no digest for (dev mode, a build not released) load as before.
 */
class ScriptIntegrityPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ScriptIntegrityPlugin', (compilation) => {
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        'ScriptIntegrityPlugin',
        (source) =>
          `${source}\nvar sri = typeof __zomatoScriptIntegrity === 'function' && __zomatoScriptIntegrity(script.src);\nif (sri) script.integrity = sri;`,
      );
    });
  }
}

module.exports = { ScriptIntegrityPlugin };
