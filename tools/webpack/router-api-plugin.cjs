const { readFileSync } = require('node:fs');
const path = require('node:path');

const apiFile = path.join(__dirname, 'react-router-api.mjs');

/** The names react-router-api.mjs re-exports. */
function apiNames() {
  const source = readFileSync(apiFile, 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from/.exec(source)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/**
 * Fails the build when code imports from 'react-router-dom' (or 'react-router') a name
 * that the shared router module does not export: through a shared module webpack cannot
 * tell, and the import would be undefined at run time.
 */
class RouterApiPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouterApiPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RouterApiPlugin', (modules) => {
        const names = apiNames();
        for (const module of modules) {
          for (const dependency of module.dependencies ?? []) {
            if (!/^react-router(-dom)?$/.test(dependency.request ?? '')) continue;
            const name = dependency.ids?.[0] ?? dependency.name;
            if (typeof name !== 'string' || names.has(name)) continue;
            const error = new compiler.webpack.WebpackError(
              `${module.readableIdentifier(compilation.requestShortener)} imports "${name}" from ` +
                `${dependency.request}, which tools/webpack/react-router-api.mjs does not export: add it there.`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

module.exports = { RouterApiPlugin };
