/**
 * Loads a TypeScript module of the repo in Node (20 cannot strip types), compiled by swc,
 * the compiler Jest and the builds use: so the deploy commands check the runtime config
 * with the browser's own rules (shared/src/config/check-runtime-config.ts) instead of a copy.
 * Relative imports are compiled the same way; package imports come from node_modules.
 */
const { transformSync } = require('@swc/core');
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');
const { Script } = require('node:vm');

const cache = new Map();

function resolveSource(from, request) {
  const base = resolve(dirname(from), request);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  const found = candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
  if (!found) throw new Error(`cannot find ${request} from ${from}`);
  return found;
}

function requireTypeScript(file) {
  const path = resolve(file);
  const cached = cache.get(path);
  if (cached) return cached.exports;
  const { code } = transformSync(readFileSync(path, 'utf8'), {
    filename: path,
    jsc: { parser: { syntax: 'typescript', tsx: path.endsWith('.tsx') }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  cache.set(path, module);
  const load = (request) =>
    request.startsWith('.') ? requireTypeScript(resolveSource(path, request)) : require(request);
  const wrapper = `(function (module, exports, require) {${code}\n})`;
  new Script(wrapper, { filename: path }).runInThisContext()(module, module.exports, load);
  return module.exports;
}

module.exports = { requireTypeScript };
