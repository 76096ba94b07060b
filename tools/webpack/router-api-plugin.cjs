const { readFileSync } = require('node:fs');
const path = require('node:path');

/** The names a router API file re-exports, and those of the API files it re-exports whole. */
function apiNames(file) {
  const source = readFileSync(file, 'utf8');
  const names = new Set();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}\s*from/g))
    for (const name of list.split(',')) if (name.trim()) names.add(name.trim());
  for (const [, from] of source.matchAll(/export\s*\*\s*from\s*'([^']+)'/g))
    for (const name of apiNames(path.join(path.dirname(file), from))) names.add(name);
  return names;
}

/**
 * Fails the build when code imports from 'react-router-dom' (or 'react-router') a name
 * that the shared router module does not export: through a shared module webpack cannot
 * tell, and the import would be undefined at run time. A server build's module is
 * react-router-server-api.mjs, a browser build's react-router-api.mjs.
 */
class RouterApiPlugin {
  constructor({ server = false } = {}) {
    this.apiFile = path.join(__dirname, server ? 'react-router-server-api.mjs' : 'react-router-api.mjs');
  }

  apply(compiler) {
    const apiFile = this.apiFile;
    compiler.hooks.thisCompilation.tap('RouterApiPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RouterApiPlugin', (modules) => {
        const names = apiNames(apiFile);
        for (const module of modules) {
          for (const dependency of module.dependencies ?? []) {
            if (!/^react-router(-dom)?$/.test(dependency.request ?? '')) continue;
            const name = dependency.ids?.[0] ?? dependency.name;
            if (typeof name !== 'string' || names.has(name)) continue;
            const error = new compiler.webpack.WebpackError(
              `${module.readableIdentifier(compilation.requestShortener)} imports "${name}" from ` +
                `${dependency.request}, which tools/webpack/${path.basename(apiFile)} does not export: add it there.`,
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
