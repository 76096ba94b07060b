/**
 * The shell's server entry, built to dist/server/main.js. The dynamic import is
 * the async boundary that lets the federation runtime set up the shared singletons first,
 * as entry.client.ts does in the browser.
 */
export const loadRenderer = () => import('../server/renderer');
