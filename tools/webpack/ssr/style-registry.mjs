/**
 * Stylesheets of the server bundles' modules, by app (ssr-style-loader.cjs): each one's
 * key (its path from the repository root) and compiled text. A process-wide table of code,
 * not of visitors: a module's CSS is the same for every request. The renderer
 * (shell/src/server/styles.ts) reads it under the same global name; bundles built before the
 * keys wrote texts alone, under `__zomatoServerStyles`.
 */
export default function registerStyle(app, key, css) {
  const table = (globalThis.__zomatoServerStylesheets ??= new Map());
  if (!table.has(app)) table.set(app, new Map());
  table.get(app).set(key, css);
}
