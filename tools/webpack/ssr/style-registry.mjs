/**
 * CSS of the server bundles' modules, by app (ssr-style-loader.cjs). A process-wide table
 * of code, not of visitors: a module's CSS is the same for every request. The renderer
 * (shell/src/server/styles.ts) reads it under the same global name.
 */
export default function registerStyle(app, css) {
  const table = (globalThis.__zomatoServerStyles ??= new Map());
  if (!table.has(app)) table.set(app, new Set());
  table.get(app).add(css);
}
