/**
 * The browser's entry (main.js; the steps in order: ./README.md). The async boundary lets the
 * federation runtime negotiate shared singletons first. The start-up waits for the page's first
 * frame: rAF runs just before that frame is drawn, the task after it once it has been (or at once
 * in a hidden tab, which draws no frames). A server-rendered page thus shows as soon as its HTML
 * would without a script, and its links and forms work meanwhile; a press on them is taken between
 * the start-up's tasks (each under 50 ms of a 4x slower CPU). The static page paints its wordmark.
 */
const start = () => import('./bootstrap');
if (document.visibilityState === 'hidden') void start();
else requestAnimationFrame(() => setTimeout(start, 0));
